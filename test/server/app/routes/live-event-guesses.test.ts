/**
 * Guessing event codes: the misses are counted before the look-up, so a crowd of guesses sent
 * at once from one address reaches the database no more often than the limit allows. The counts
 * in Redis keep the same contract (test/server/contracts/window-counts.test.ts), under the key
 * the app on the services names (test/server/wiring/app-on-services.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createEvent } from '../../live-events.js';
import { startTestApp } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';
import { EVENT_CODE_ALPHABET } from '../../../../src/model/live-event.js';

let t: TestApp;
afterEach(() => t.close());

/** The i-th made-up code: 14 symbols of the alphabet, none a real event's (69 bits). */
const madeUp = (i: number): string =>
  Array.from(
    { length: 14 },
    (_, place) =>
      EVENT_CODE_ALPHABET[Math.floor(i / EVENT_CODE_ALPHABET.length ** place) % 31] ?? 'a',
  ).join('');

describe('guessing event codes at once', () => {
  // 100 at once, ten times the limit: a check made before any of them was counted let all 100
  // through. Not more: Redis errors fail open (as the rate limits do), and a burst that holds the
  // event loop past the Redis command timeout on a busy machine times its counts out.
  it('lets only the limit of 100 parallel guesses from one address reach the look-up', async () => {
    t = await startTestApp({ RATE_LIMIT_EVENT_CODES: '10', TRUST_PROXY: '1' });
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: `/api/live-events/${madeUp(i + 1)}`,
          // One forwarded address, as the stranger sent them through a proxy.
          headers: { 'x-forwarded-for': '203.0.113.9' },
        }),
      ),
    );
    const statuses = guesses.map((answer) => answer.statusCode);
    // A 404 is a look-up that reached the database and found nothing.
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);
  });

  it('lets right codes sent at once through while the address has misses left', async () => {
    t = await startTestApp({ RATE_LIMIT_EVENT_CODES: '5' });
    const event = await createEvent(t.app);
    const reads = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'GET', url: `/api/live-events/${event.code}` }),
      ),
    );
    expect(reads.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Found codes take nothing from the budget of misses: five wrong ones still answer 404.
    for (let i = 1; i <= 5; i += 1) {
      const miss = await t.app.inject({ method: 'GET', url: `/api/live-events/${madeUp(i)}` });
      expect(miss.statusCode).toBe(404);
    }
    const sixth = await t.app.inject({ method: 'GET', url: `/api/live-events/${madeUp(6)}` });
    expect(sixth.statusCode).toBe(429);
  });

  it("lets a venue's guests open an event found lately all at once, past the limit", async () => {
    t = await startTestApp({ RATE_LIMIT_EVENT_CODES: '5' });
    const event = await createEvent(t.app);
    const read = () => t.app.inject({ method: 'GET', url: `/api/live-events/${event.code}` });
    expect((await read()).statusCode).toBe(200);
    const reads = await Promise.all(Array.from({ length: 40 }, read));
    expect(reads.filter((answer) => answer.statusCode !== 200)).toEqual([]);
    // Guesses are still counted, and past the limit even that code answers 429.
    for (let i = 1; i <= 5; i += 1) {
      const miss = await t.app.inject({ method: 'GET', url: `/api/live-events/${madeUp(i)}` });
      expect(miss.statusCode).toBe(404);
    }
    expect((await read()).statusCode).toBe(429);
  });
});
