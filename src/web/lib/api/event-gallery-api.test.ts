import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-request-error.js';
import { eventReader, problemOf } from './event-gallery-api.js';

const CODE = 'abcdefghjkmnpq';
const answer = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the event reads', () => {
  it('reads a gallery page after a cursor, and checks the answer', async () => {
    const asked: string[] = [];
    const reader = eventReader((url) => {
      asked.push(url);
      return answer(200, { entries: [], next: null })();
    });
    expect(await reader.galleryPage(CODE, 'a b/c', undefined)).toEqual({ entries: [], next: null });
    expect(asked).toEqual([`/api/live-events/${CODE}/gallery?before=a%20b%2Fc`]);
    const bad = eventReader(answer(200, { entries: 'no' }));
    await expect(bad.galleryPage(CODE, null)).rejects.toMatchObject({ code: 'unexpected_answer' });
  });

  it('tells an unknown code, an ended event, a gallery turned off and a dropped line apart', async () => {
    const failure = async (status: number, code: string) =>
      problemOf(
        await eventReader(answer(status, { error: 'x', code }))
          .event(CODE)
          .catch((error: unknown) => error),
      );
    expect(await failure(404, 'event_not_found')).toBe('unknown');
    expect(await failure(410, 'event_ended')).toBe('ended');
    expect(await failure(404, 'gallery_off')).toBe('off');
    expect(await failure(503, 'unavailable')).toBe('failed');
    const offline = eventReader(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await offline.event(CODE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(problemOf(error)).toBe('failed');
  });
});
