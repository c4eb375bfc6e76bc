/** A shared event's entries: consent, moderation, the gallery, devices, and the end. */
import { afterEach, describe, expect, it } from 'vitest';
import { galleryPageSchema, hostViewSchema } from '../../../../src/model/live-event.js';
import type { HostView } from '../../../../src/model/live-event.js';
import { withAppDatabase } from '../../app-storage.js';
import { addEntry, asHost, createEvent, uploadEventStrip } from '../../live-events.js';
import { claimOf, createLetter, startTestApp, uploadStrip } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp;
afterEach(() => t.close());

const entryUrl = (code: string, id = '') =>
  id ? `/api/live-events/${code}/entries/${id}` : `/api/live-events/${code}/entries`;
/** An entry as the strip's uploader posts it (with the claim its upload answered). */
const postEntry = (code: string, image_url: string) =>
  t.app.inject({
    method: 'POST',
    url: entryUrl(code),
    payload: { image_url, strip_claim: claimOf(image_url) },
  });
const moderate = (code: string, id: string, hostKey: string, state: string) =>
  t.app.inject({
    method: 'PATCH',
    url: entryUrl(code, id),
    headers: asHost(hostKey),
    payload: { state },
  });
const removeEntry = (code: string, id: string, credential?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: entryUrl(code, id),
    headers: credential === undefined ? {} : asHost(credential),
  });
const gallery = async (code: string, before?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/live-events/${code}/gallery${before ? `?before=${before}` : ''}`,
  });
  return response;
};
const hostView = async (code: string, hostKey: string): Promise<HostView> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/live-events/${code}/host`,
    headers: asHost(hostKey),
  });
  return hostViewSchema.parse(response.json());
};
const feed = () =>
  withAppDatabase(t.config, (db) =>
    db.selectFrom('live_event_feed').select(['seq', 'type', 'entry_id']).orderBy('seq').execute(),
  );
const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

describe('POST .../entries', () => {
  it('shows a strip at once under `instant`, with a delete token, and tells the feed', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app, { gallery: 'instant' });
    const entry = await addEntry(t.app, event.code);
    expect(entry.state).toBe('approved');
    expect(entry.deleteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = galleryPageSchema.parse((await gallery(event.code)).json());
    expect(page.entries).toEqual([
      expect.objectContaining({
        id: entry.id,
        stripUrl: entry.stripPath,
        displayUrl: entry.stripPath.replace(/\.png$/, '.webp'),
        width: 40,
        height: 100,
      }),
    ]);
    expect(await feed()).toEqual([{ seq: 1, type: 'added', entry_id: entry.id }]);
  });

  it('waits for the host under `approval`: not in the gallery until approved', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app, { gallery: 'approval' });
    const entry = await addEntry(t.app, event.code);
    expect(entry.state).toBe('waiting');
    expect(galleryPageSchema.parse((await gallery(event.code)).json()).entries).toEqual([]);
    expect(await feed()).toEqual([]);
    expect((await hostView(event.code, event.hostKey)).entries).toEqual([
      expect.objectContaining({ id: entry.id, state: 'waiting' }),
    ]);

    expect((await moderate(event.code, entry.id, event.hostKey, 'approved')).statusCode).toBe(204);
    expect(galleryPageSchema.parse((await gallery(event.code)).json()).entries).toHaveLength(1);
    expect((await moderate(event.code, entry.id, event.hostKey, 'hidden')).statusCode).toBe(204);
    expect(galleryPageSchema.parse((await gallery(event.code)).json()).entries).toEqual([]);
    expect(await feed()).toEqual([
      { seq: 1, type: 'added', entry_id: entry.id },
      { seq: 2, type: 'removed', entry_id: entry.id },
    ]);
    const counts = (await hostView(event.code, event.hostKey)).counts;
    expect(counts[0]).toMatchObject({ made: 1, gallery: 1 });
  });

  it('refuses with 409 gallery_off when the event shows no photos', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app, { gallery: 'off' });
    const strip = await uploadEventStrip(t.app, event.code);
    const response = await postEntry(event.code, strip);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'gallery_off' });
    const read = await gallery(event.code);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ code: 'gallery_off' });
  });

  it('refuses a strip already shown (409) and one not of this event (403)', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const other = await createEvent(t.app);
    const entry = await addEntry(t.app, event.code);
    const again = await postEntry(event.code, entry.stripPath);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'strip_in_use' });

    const otherStrip = await uploadEventStrip(t.app, other.code);
    const noEventStrip = new URL(await uploadStrip(t.app)).pathname;
    for (const url of [otherStrip, noEventStrip, '/strips/nothing.png', 'https://evil.example/x']) {
      const response = await postEntry(event.code, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'strip_not_of_event' });
    }
  });
});

describe('removing entries', () => {
  it("lets a guest take back their own entry, not another guest's", async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const mine = await addEntry(t.app, event.code);
    const theirs = await addEntry(t.app, event.code);
    const stolen = await removeEntry(event.code, theirs.id, mine.deleteToken);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toMatchObject({ code: 'forbidden' });
    expect((await removeEntry(event.code, theirs.id)).statusCode).toBe(401);
    expect((await removeEntry(event.code, mine.id, mine.deleteToken)).statusCode).toBe(204);
    const ids = galleryPageSchema
      .parse((await gallery(event.code)).json())
      .entries.map((e) => e.id);
    expect(ids).toEqual([theirs.id]);
    // The guest's strip stays theirs (a letter may show it); only the entry went.
    expect(await status(mine.stripPath)).toBe(200);
    expect((await feed()).at(-1)).toMatchObject({ type: 'removed', entry_id: mine.id });
  });

  it("lets the host remove an entry and delete the strip's files", async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const entry = await addEntry(t.app, event.code);
    expect((await removeEntry(event.code, entry.id, event.hostKey)).statusCode).toBe(204);
    expect(await status(entry.stripPath)).toBe(404);
    expect(await status(entry.stripPath.replace(/\.png$/, '.webp'))).toBe(404);
    expect((await hostView(event.code, event.hostKey)).entries).toEqual([]);
    expect((await removeEntry(event.code, entry.id, event.hostKey)).statusCode).toBe(404);
  });

  it("refuses a guest's token on host calls", async () => {
    t = await startTestApp();
    const event = await createEvent(t.app, { gallery: 'approval' });
    const entry = await addEntry(t.app, event.code);
    const response = await moderate(event.code, entry.id, entry.deleteToken, 'approved');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'host_key_wrong' });
    expect((await hostView(event.code, event.hostKey)).entries[0]?.state).toBe('waiting');
  });
});

describe("a letter's sender deleting an entry's strip", () => {
  it('takes the entry out of the gallery and the host view with the strip', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const entry = await addEntry(t.app, event.code);
    const letter = await createLetter(t.app, `http://localhost:80${entry.stripPath}`);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/letters/${letter.id}`,
      headers: { authorization: `Bearer ${letter.deleteToken}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect(galleryPageSchema.parse((await gallery(event.code)).json()).entries).toEqual([]);
    expect((await hostView(event.code, event.hostKey)).entries).toEqual([]);
  });
});

describe('GET .../gallery', () => {
  it('pages newest first with a stable cursor', async () => {
    // 51 uploads from the test's one address, past the 30 an hour it may send.
    t = await startTestApp({ RATE_LIMIT_UPLOADS: '100' });
    const event = await createEvent(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 50; i += 1) ids.push((await addEntry(t.app, event.code)).id);
    const first = galleryPageSchema.parse((await gallery(event.code)).json());
    expect(first.entries).toHaveLength(48);
    expect(first.next).not.toBeNull();
    // One added meanwhile changes nothing of the next page.
    await addEntry(t.app, event.code);
    const second = galleryPageSchema.parse((await gallery(event.code, first.next!)).json());
    expect(second.next).toBeNull();
    const seen = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(seen).size).toBe(50);
    expect(seen.sort()).toEqual([...ids].sort());
    const times = [...first.entries, ...second.entries].map((entry) => entry.addedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a malformed cursor with 400', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const response = await gallery(event.code, "1' or 1=1");
    expect(response.statusCode).toBe(400);
  });
});

describe('POST .../devices/:id', () => {
  it('records the device and adds what it printed to the hour', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const device = 'Device_00000000000000a';
    const seen = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/live-events/${event.code}/devices/${device}`,
        payload,
      });
    expect((await seen({ label: 'Booth by the bar', printed: 2 })).statusCode).toBe(204);
    expect((await seen({ printed: 3 })).statusCode).toBe(204);
    expect((await seen({ printed: -1 })).statusCode).toBe(400);
    const view = await hostView(event.code, event.hostKey);
    expect(view.devices).toEqual([
      {
        id: device,
        label: 'Booth by the bar',
        lastSeenAt: expect.any(Number),
        name: '',
        number: 1,
      },
    ]);
    expect(view.counts[0]).toMatchObject({ printed: 5 });
  });
});

describe('DELETE /api/live-events/:code', () => {
  it("deletes every strip, letter and card of the event; its letters' links answer 410", async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const keep = await createLetter(t.app);
    const entry = await addEntry(t.app, event.code);
    const strip = await uploadEventStrip(t.app, event.code);
    const letter = await t.app.inject({
      method: 'POST',
      url: '/api/letters',
      headers: { 'x-postbooth-event': event.code },
      payload: {
        message: 'Hi',
        image_url: `http://localhost:80${strip}`,
        strip_claim: claimOf(strip),
      },
    });
    const letterId = (letter.json() as { id: string }).id;
    expect(await status(`/cards/${letterId}.png`)).toBe(200);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/live-events/${event.code}`,
      headers: asHost(event.hostKey),
    });
    expect(ended.statusCode).toBe(204);
    expect(await status(entry.stripPath)).toBe(404);
    expect(await status(strip)).toBe(404);
    expect(await status(`/api/letters/${letterId}`)).toBe(410);
    expect(await status(`/cards/${letterId}.png`)).toBe(404);
    // Nothing else is touched.
    expect(await status(`/api/letters/${keep.id}`)).toBe(200);
    expect(await status(new URL(keep.imageUrl).pathname)).toBe(200);

    const left = await withAppDatabase(t.config, async (db) => ({
      entries: await db.selectFrom('live_event_entries').selectAll().execute(),
      feed: await db.selectFrom('live_event_feed').selectAll().execute(),
      counts: await db.selectFrom('live_event_counts').selectAll().execute(),
      quotas: await db.selectFrom('live_event_quotas').selectAll().execute(),
      events: await db.selectFrom('live_events').select(['settings', 'purged']).execute(),
    }));
    expect(left).toEqual({
      entries: [],
      feed: [],
      counts: [],
      quotas: [],
      events: [{ settings: 'null', purged: 1 }],
    });
    expect((await gallery(event.code)).statusCode).toBe(410);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/live-events/${event.code}`,
      headers: asHost(event.hostKey),
    });
    expect(again.statusCode).toBe(410);
  });

  it('sweeps events past their end, with the clock', async () => {
    let now = Date.now();
    t = await startTestApp({}, { now: () => now });
    const event = await createEvent(t.app, { keepDays: 1 });
    const entry = await addEntry(t.app, event.code);
    now += 2 * 24 * 3600 * 1000;
    expect((await gallery(event.code)).statusCode).toBe(410);
    // The hourly sweep runs at start too: a restart with the clock past the end.
    await t.app.close();
    const { buildApp } = await import('../../../../src/server/app.js');
    t.app = await buildApp(t.config, { now: () => now });
    expect(await status(entry.stripPath)).toBe(404);
    const events = await withAppDatabase(t.config, (db) =>
      db.selectFrom('live_events').select(['purged']).execute(),
    );
    expect(events).toEqual([{ purged: 1 }]);
  });
});
