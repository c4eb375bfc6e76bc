/**
 * A strip (and a video) belongs to the browser that uploaded it: a letter or an event's entry
 * naming it must carry the claim token its upload answered. Whoever only saw its address (in
 * a gallery, a letter's page, the QR of a booth's take-home letter) can neither write a letter
 * beside it, nor show it at the event, nor so delete it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { galleryPageSchema, hostViewSchema } from '../../../../src/model/live-event.js';
import { withAppDatabase } from '../../app-storage.js';
import { asHost, createEvent, uploadEventStrip } from '../../live-events.js';
import { claimOf, startTestApp, uploadStrip } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';
import { uploadVideo } from '../../videos.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const EVENT_HEADER = 'x-postbooth-event';
/** A well-formed claim token that is no upload's. */
const FORGED = 'A'.repeat(43);

const postLetter = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/letters', headers, payload });
const postEntry = (code: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/live-events/${code}/entries`, payload });
const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
const refusal = (code: string) => ({ code, error: expect.any(String) });

const stored = () =>
  withAppDatabase(t.config, async (db) => ({
    letters: await db.selectFrom('letters').select('id').execute(),
    entries: await db.selectFrom('live_event_entries').select(['id', 'strip_name']).execute(),
    claimed: await db
      .selectFrom('strips')
      .select('name')
      .where('letter_id', 'is not', null)
      .execute(),
  }));
const gallery = async (code: string) =>
  galleryPageSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/live-events/${code}/gallery` })).json(),
  );
const hostEntries = async (code: string, hostKey: string) =>
  hostViewSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/live-events/${code}/host`,
        headers: asHost(hostKey),
      })
    ).json(),
  ).entries;

describe('POST /api/strips and /api/videos', () => {
  it('answer a claim token of 256 bits, which the database keeps only as a hash', async () => {
    const strip = await uploadStrip(t.app);
    const video = await uploadVideo(t.app);
    for (const address of [strip, video]) expect(claimOf(address)).toMatch(/^[\w-]{43}$/);
    expect(claimOf(strip)).not.toBe(claimOf(video));
    const hashes = await withAppDatabase(t.config, async (db) => [
      ...(await db.selectFrom('strips').select('claim_hash').execute()),
      ...(await db.selectFrom('videos').select('claim_hash').execute()),
    ]);
    expect(hashes).toEqual([
      { claim_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { claim_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    const dump = JSON.stringify(hashes);
    expect(dump).not.toContain(claimOf(strip));
    expect(dump).not.toContain(claimOf(video));
  });
});

describe('a letter names only a strip its sender uploaded', () => {
  it('refuses with 403 not_your_strip without the claim token or with another, changing nothing', async () => {
    const strip = await uploadStrip(t.app);
    const another = await uploadStrip(t.app);
    for (const strip_claim of [undefined, FORGED, claimOf(another)]) {
      const response = await postLetter({ message: 'Mine now', image_url: strip, strip_claim });
      expect(response.statusCode, strip_claim).toBe(403);
      expect(response.json()).toEqual(refusal('not_your_strip'));
    }
    expect(await stored()).toEqual({ letters: [], entries: [], claimed: [] });
    // Its uploader's letter still has it.
    const own = await postLetter({
      message: 'Mine',
      image_url: strip,
      strip_claim: claimOf(strip),
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('refuses a video without its claim token (403 not_your_video), keeping the strip free', async () => {
    const video = await uploadVideo(t.app);
    const strip = await uploadStrip(t.app);
    const letter = { message: 'It moves', image_url: strip, strip_claim: claimOf(strip) };
    for (const video_claim of [undefined, FORGED]) {
      const response = await postLetter({ ...letter, video_url: video, video_claim });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal('not_your_video'));
    }
    expect(await stored()).toEqual({ letters: [], entries: [], claimed: [] });
    const own = await postLetter({ ...letter, video_url: video, video_claim: claimOf(video) });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('refuses a strip uploaded before claim tokens: nobody can prove it is theirs', async () => {
    const strip = await uploadStrip(t.app);
    await withAppDatabase(t.config, (db) =>
      db.updateTable('strips').set({ claim_hash: null }).execute(),
    );
    const response = await postLetter({ message: 'Old', image_url: strip, strip_claim: FORGED });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal('not_your_strip'));
  });

  it("keeps a guest's gallery strip from a stranger who read the gallery", async () => {
    const event = await createEvent(t.app, { gallery: 'instant' });
    // The guest's strip, shown with their consent.
    const path = await uploadEventStrip(t.app, event.code);
    const entry = await postEntry(event.code, { image_url: path, strip_claim: claimOf(path) });
    expect(entry.statusCode, entry.body).toBe(201);
    // A stranger with the guest code reads the gallery and names its strip in a letter.
    const [shown] = (await gallery(event.code)).entries;
    expect(shown?.stripUrl).toBe(path);
    const stripUrl = `http://localhost${shown?.stripUrl ?? ''}`;
    for (const strip_claim of [undefined, FORGED]) {
      const stolen = await postLetter(
        { message: 'Look at these fools', image_url: stripUrl, strip_claim },
        { [EVENT_HEADER]: event.code },
      );
      expect(stolen.statusCode).toBe(403);
      expect(stolen.json()).toEqual(refusal('not_your_strip'));
    }
    // No letter to delete the strip with: the gallery, the host and the file keep it.
    expect((await stored()).letters).toEqual([]);
    expect((await gallery(event.code)).entries.map((shownEntry) => shownEntry.stripUrl)).toEqual([
      path,
    ]);
    expect((await hostEntries(event.code, event.hostKey)).map((e) => e.stripUrl)).toEqual([path]);
    expect(await status(path)).toBe(200);
  });
});

describe("an event's entry shows only a strip its guest uploaded", () => {
  /** A booth's take-home letter, as the booth stores it for its own strip. */
  async function takeHome(code: string): Promise<{ id: string; path: string }> {
    const path = await uploadEventStrip(t.app, code);
    const letter = await postLetter(
      { message: 'Welcome!', image_url: `http://localhost${path}`, strip_claim: claimOf(path) },
      { [EVENT_HEADER]: code },
    );
    expect(letter.statusCode, letter.body).toBe(201);
    return { id: letter.json<{ id: string }>().id, path };
  }

  it("refuses a stranger's entry for a take-home letter's strip (403 not_your_strip)", async () => {
    const event = await createEvent(t.app, { gallery: 'instant' });
    const { id } = await takeHome(event.code);
    // The letter's id is in the booth's QR: its page gives the strip's address.
    const read = await t.app.inject({ method: 'GET', url: `/api/letters/${id}` });
    const { image_url } = read.json<{ image_url: string }>();
    for (const strip_claim of [undefined, FORGED]) {
      const response = await postEntry(event.code, { image_url, strip_claim });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal('not_your_strip'));
    }
    expect((await stored()).entries).toEqual([]);
    expect((await gallery(event.code)).entries).toEqual([]);
  });

  it("refuses a stranger's entry naming another's video (403 not_your_video)", async () => {
    const event = await createEvent(t.app, { gallery: 'instant' });
    const path = await uploadEventStrip(t.app, event.code);
    const video = await uploadVideo(t.app);
    const response = await postEntry(event.code, {
      image_url: path,
      strip_claim: claimOf(path),
      video_url: video,
      video_claim: FORGED,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal('not_your_video'));
    expect((await stored()).entries).toEqual([]);
  });

  it('lets the booth show the strip of its own take-home letter, and a guest theirs', async () => {
    const event = await createEvent(t.app, { gallery: 'instant' });
    // The booth's letter first (stored as the strip shows), then the guest's consent.
    const first = await takeHome(event.code);
    const shown = await postEntry(event.code, {
      image_url: first.path,
      strip_claim: claimOf(first.path),
    });
    expect(shown.statusCode, shown.body).toBe(201);
    // The other way round: consent first, then the letter.
    const path = await uploadEventStrip(t.app, event.code);
    const entry = await postEntry(event.code, { image_url: path, strip_claim: claimOf(path) });
    expect(entry.statusCode, entry.body).toBe(201);
    const letter = await postLetter(
      { message: 'Welcome!', image_url: `http://localhost${path}`, strip_claim: claimOf(path) },
      { [EVENT_HEADER]: event.code },
    );
    expect(letter.statusCode, letter.body).toBe(201);
    expect((await gallery(event.code)).entries.map((e) => e.stripUrl).sort()).toEqual(
      [first.path, path].sort(),
    );
  });
});
