/** Strips and letters uploaded for a shared event: tagged, counted against its daily budget. */
import { afterEach, describe, expect, it } from 'vitest';
import { withAppDatabase } from '../../app-storage.js';
import { asHost, createEvent, uploadEventStrip } from '../../live-events.js';
import { keepClaim, makePng, startTestApp, uploadStrip, withClaims } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp;
afterEach(() => t.close());

const uploadFor = async (code: string | undefined, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/strips',
    remoteAddress,
    headers: {
      'content-type': 'image/png',
      ...(code === undefined ? {} : { 'x-postbooth-event': code }),
    },
    payload: await makePng(),
  });

const letterFor = (code: string | undefined, imageUrl: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/letters',
    headers: code === undefined ? {} : { 'x-postbooth-event': code },
    payload: withClaims({ message: 'Hi!', image_url: imageUrl }),
  });

/** The host declares the venue's addresses (by default the test's own, 127.0.0.1). */
async function declareVenue(
  event: { code: string; hostKey: string },
  addresses = ['127.0.0.1'],
): Promise<void> {
  const answer = await t.app.inject({
    method: 'PUT',
    url: `/api/live-events/${event.code}/venue`,
    headers: asHost(event.hostKey),
    payload: { addresses },
  });
  if (answer.statusCode !== 200) throw new Error(`venue failed: ${answer.body}`);
}

const rows = () =>
  withAppDatabase(t.config, async (db) => ({
    strips: await db.selectFrom('strips').select(['name', 'event_id']).execute(),
    letters: await db.selectFrom('letters').select(['id', 'event_id']).execute(),
    events: await db.selectFrom('live_events').select(['id', 'code']).execute(),
    counts: await db.selectFrom('live_event_counts').selectAll().execute(),
  }));

describe('uploads for an event', () => {
  it('tags the strip and the letter with the event, and counts them in the hour', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const strip = await uploadFor(event.code);
    expect(strip.statusCode).toBe(201);
    const { publicUrl: imageUrl } = keepClaim(
      strip.json<{ publicUrl: string; claimToken: string }>(),
    );
    expect((await letterFor(event.code, imageUrl)).statusCode).toBe(201);
    const { strips, letters, events, counts } = await rows();
    expect(strips.map((row) => row.event_id)).toEqual([events[0]!.id]);
    expect(letters.map((row) => row.event_id)).toEqual([events[0]!.id]);
    expect(counts).toEqual([
      expect.objectContaining({ made: 1, shared: 1, printed: 0, gallery: 0 }),
    ]);
    const host = await t.app.inject({
      method: 'GET',
      url: `/api/live-events/${event.code}/host`,
      headers: asHost(event.hostKey),
    });
    const hour = new Date().toISOString().slice(0, 13);
    expect((host.json() as { counts: unknown }).counts).toEqual([
      { hour, made: 1, shared: 1, printed: 0, gallery: 0 },
    ]);
  });

  it("skips the address's limit from the declared venue, and counts the event's budget instead", async () => {
    t = await startTestApp({ RATE_LIMIT_UPLOADS: '2', EVENT_STRIPS_PER_DAY: '4' });
    const event = await createEvent(t.app);
    await declareVenue(event);
    // The whole party behind one address: past the address's 2, within the event's 4.
    for (let i = 0; i < 4; i += 1) expect((await uploadFor(event.code)).statusCode).toBe(201);
    const spent = await uploadFor(event.code);
    expect(spent.statusCode).toBe(429);
    expect(spent.json()).toMatchObject({ code: 'event_budget_spent' });
    // Without the header, the address's own limit is untouched by the event's uploads.
    expect((await uploadFor(undefined)).statusCode).toBe(201);
    expect((await uploadFor(undefined)).statusCode).toBe(201);
    expect((await uploadFor(undefined)).statusCode).toBe(429);
    expect((await rows()).strips).toHaveLength(6);
  });

  it('counts letters against the event budget of letters', async () => {
    t = await startTestApp({ RATE_LIMIT_LETTERS: '1', EVENT_LETTERS_PER_DAY: '2' });
    const event = await createEvent(t.app);
    await declareVenue(event);
    for (let i = 0; i < 2; i += 1) {
      const strip = await uploadEventStrip(t.app, event.code);
      expect((await letterFor(event.code, `http://localhost:80${strip}`)).statusCode).toBe(201);
    }
    const spent = await letterFor(event.code, await uploadStrip(t.app));
    expect(spent.statusCode).toBe(429);
    expect(spent.json()).toMatchObject({ code: 'event_budget_spent' });
  });

  it('refuses a forged code (404) and an ended event (410), storing nothing', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const forged = await uploadFor('abcdefghjkmnpq');
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ code: 'event_not_found' });
    const malformed = await uploadFor('../../etc');
    expect(malformed.statusCode).toBe(404);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/live-events/${event.code}`,
      headers: asHost(event.hostKey),
    });
    const ended = await uploadFor(event.code);
    expect(ended.statusCode).toBe(410);
    expect(ended.json()).toMatchObject({ code: 'event_ended' });
    const letter = await letterFor(event.code, await uploadStrip(t.app));
    expect(letter.statusCode).toBe(410);
    const { strips, letters } = await rows();
    expect(strips.every((row) => row.event_id === null)).toBe(true);
    expect(letters).toEqual([]);
  });

  it('keeps the address limit for forged codes: they are not a way around it', async () => {
    t = await startTestApp({ RATE_LIMIT_UPLOADS: '2' });
    expect((await uploadFor('abcdefghjkmnpq')).statusCode).toBe(404);
    expect((await uploadFor('abcdefghjkmnpr')).statusCode).toBe(404);
    expect((await uploadFor('abcdefghjkmnps')).statusCode).toBe(429);
  });

  it("keeps an event's strips past STRIP_UNUSED_HOURS, outside the unclaimed quota", async () => {
    t = await startTestApp({ UNCLAIMED_STRIPS_MAX_MB: '1' });
    const event = await createEvent(t.app);
    await uploadEventStrip(t.app, event.code);
    const unclaimed = await withAppDatabase(t.config, (db) =>
      db.selectFrom('strips').select(['uploaded_at']).execute(),
    );
    expect(unclaimed).toHaveLength(1);
    // Made old: the sweep at the next start would remove an unclaimed strip of no event.
    await withAppDatabase(t.config, (db) =>
      db.updateTable('strips').set({ uploaded_at: 1_000_000_000_000 }).execute(),
    );
    await t.app.close();
    const { buildApp } = await import('../../../../src/server/app.js');
    t.app = await buildApp(t.config);
    expect((await rows()).strips).toHaveLength(1);
  });

  it("holds the venue's places in flight from the declared venue, its address's elsewhere", async () => {
    t = await startTestApp({
      UPLOADS_IN_FLIGHT_PER_ADDRESS: '1',
      UPLOADS_IN_FLIGHT_PER_VENUE: '4',
      UPLOADS_IN_FLIGHT: '16',
    });
    const event = await createEvent(t.app);
    const png = await makePng();
    // Fired at once: each holds its place while its PNG is checked and stored.
    const together = async (code: string | undefined) => {
      const headers = {
        'content-type': 'image/png',
        ...(code === undefined ? {} : { 'x-postbooth-event': code }),
      };
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() =>
          t.app.inject({ method: 'POST', url: '/api/strips', headers, payload: png }),
        ),
      );
      return answers.map((answer) => answer.statusCode);
    };
    // Without the event, one address holds one place: the others are told to come back.
    expect(await together(undefined)).toContain(503);
    // Naming an event changes nothing until its host declares the venue.
    expect(await together(event.code)).toContain(503);
    await declareVenue(event);
    expect(await together(event.code)).toEqual([201, 201, 201, 201]);
  });
});
