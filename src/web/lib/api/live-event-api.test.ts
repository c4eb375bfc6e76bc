import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-request-error.js';
import { liveEventApi } from './live-event-api.js';

const CODE = 'abcdefghjkmn23';
const EVENT = {
  code: CODE,
  settings: {
    name: 'Fair',
    greeting: 'Thanks!',
    language: 'en',
    idleSeconds: 60,
    sources: 'camera-and-upload',
    print: false,
    printLayout: 'strip',
    gallery: 'approval',
    keepDays: 30,
  },
  endsAt: 1_900_000_000_000,
};
const TOKEN = 'a'.repeat(43);
const ENTRY_ID = 'b'.repeat(22);

function answering(status: number, body: unknown = null) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(
      new Response(body === null ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { calls, api: liveEventApi(fetchImpl, () => ({ 'x-postbooth-event': CODE })) };
}

describe('liveEventApi', () => {
  it('reads an open event, an unknown code and an ended event', async () => {
    const open = answering(200, EVENT);
    expect(await open.api.getEvent(CODE)).toEqual({ status: 'open', event: EVENT });
    expect(open.calls[0]?.url).toBe(`/api/live-events/${CODE}`);
    const unknown = answering(404, { error: 'No such event.', code: 'event_not_found' });
    expect(await unknown.api.getEvent(CODE)).toEqual({ status: 'unknown' });
    const ended = answering(410, { error: 'Ended.', code: 'event_ended' });
    expect(await ended.api.getEvent(CODE)).toEqual({ status: 'ended' });
  });

  it('rejects an answer that is not an event, and a server failure', async () => {
    await expect(answering(200, { code: CODE }).api.getEvent(CODE)).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    await expect(
      answering(429, { error: 'Slow down.', code: 'rate_limited' }).api.getEvent(CODE),
    ).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
  });

  it('creates an entry with the strip and the event, and checks the answer', async () => {
    const created = answering(201, { id: ENTRY_ID, state: 'waiting', deleteToken: TOKEN });
    expect(await created.api.createEntry(CODE, '/strips/x.png')).toEqual({
      id: ENTRY_ID,
      state: 'waiting',
      deleteToken: TOKEN,
    });
    const call = created.calls[0];
    expect(call?.url).toBe(`/api/live-events/${CODE}/entries`);
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ image_url: '/strips/x.png' });
    expect(call?.init?.headers).toMatchObject({ 'x-postbooth-event': CODE });
    await expect(
      answering(409, { error: 'Gallery off.', code: 'gallery_off' }).api.createEntry(CODE, 'x'),
    ).rejects.toMatchObject({ status: 409, code: 'gallery_off' });
  });

  it('takes an entry back with its token; one already gone counts as done', async () => {
    const done = answering(204);
    await done.api.deleteEntry(CODE, ENTRY_ID, TOKEN);
    expect(done.calls[0]?.url).toBe(`/api/live-events/${CODE}/entries/${ENTRY_ID}`);
    expect(done.calls[0]?.init?.headers).toEqual({ Authorization: `Bearer ${TOKEN}` });
    await answering(404, { error: 'Gone.', code: 'entry_not_found' }).api.deleteEntry(
      CODE,
      ENTRY_ID,
      TOKEN,
    );
    await expect(
      answering(403, { error: 'Not yours.', code: 'forbidden' }).api.deleteEntry(
        CODE,
        ENTRY_ID,
        TOKEN,
      ),
    ).rejects.toMatchObject({ status: 403 });
  });
});
