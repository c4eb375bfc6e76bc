import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api/api-request-error.js';
import { hostApi } from './host-api.js';

const LINK = { code: 'abcdefghjkmnpq', hostKey: 'k'.repeat(43) };

function answering(status: number, body: unknown) {
  return vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

describe('hostApi', () => {
  it('sends the host key as Bearer, with JSON bodies, to the contract paths', async () => {
    const fetch = answering(204, undefined);
    await hostApi(fetch).moderate(LINK, 'e'.repeat(22), 'hidden');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/live-events/${LINK.code}/entries/${'e'.repeat(22)}`);
    expect(init?.method).toBe('PATCH');
    expect(init?.headers).toEqual({
      Authorization: `Bearer ${LINK.hostKey}`,
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"state":"hidden"}');
    expect(init?.cache).toBe('no-store');
  });

  it('rejects with the status and code of an error answer', async () => {
    const fetch = answering(401, {
      error: 'This host key does not open the event.',
      code: 'bad_key',
    });
    const error = await hostApi(fetch)
      .end(LINK)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, code: 'bad_key' });
    expect(fetch.mock.calls[0]![1]?.method).toBe('DELETE');
  });

  it('rejects without a status when no answer came', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await hostApi(fetch)
      .view(LINK)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: undefined });
  });

  it('refuses an answer that is not the contract', async () => {
    const error = await hostApi(answering(200, { entries: 'no' }))
      .view(LINK)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'unexpected_answer' });
    expect(await hostApi(answering(200, { url: '/z.zip' })).archiveUrl(LINK)).toBe('/z.zip');
  });
});
