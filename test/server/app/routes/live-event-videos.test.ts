/**
 * A guest's entry with its living strip's video (video_url): the same claim rules as a
 * letter's video; the gallery and the host answer its address; the host's removal, the end of
 * the event and the sweep remove it, a guest's own removal leaves it to the end as its strip.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { galleryPageSchema } from '../../../../src/model/live-event.js';
import { buildApp } from '../../../../src/server/app.js';
import { storedFileNames, withAppDatabase } from '../../app-storage.js';
import { asHost, createEvent, uploadEventStrip } from '../../live-events.js';
import { claimOf, startTestApp, uploadStrip } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';
import { uploadVideo as uploadTestVideo } from '../../videos.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const uploadVideo = () => uploadTestVideo(t.app);

/** An entry as the uploader of its strip and video posts it (with their claim tokens). */
const postEntry = async (code: string, videoUrl: string | undefined, stripPath?: string) => {
  const image = stripPath ?? (await uploadEventStrip(t.app, code));
  return t.app.inject({
    method: 'POST',
    url: `/api/live-events/${code}/entries`,
    payload: {
      image_url: image,
      strip_claim: claimOf(image),
      ...(videoUrl === undefined ? {} : { video_url: videoUrl, video_claim: claimOf(videoUrl) }),
    },
  });
};
/** A letter as the uploader of a new strip and of `videoUrl` sends it. */
const postLetter = async (videoUrl: string) => {
  const image = await uploadStrip(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/letters',
    payload: {
      message: 'Hi',
      image_url: image,
      strip_claim: claimOf(image),
      video_url: videoUrl,
      video_claim: claimOf(videoUrl),
    },
  });
};
const pathOf = (address: string) => new URL(address).pathname;
const nameOf = (address: string) => pathOf(address).split('/').pop() ?? '';
const status = async (address: string) =>
  (await t.app.inject({ method: 'GET', url: pathOf(address) })).statusCode;
const galleryOf = async (code: string) =>
  galleryPageSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/live-events/${code}/gallery` })).json(),
  );

describe('entries with a video', () => {
  it('keeps the video with the entry: the gallery answers its path, an entry without none', async () => {
    const event = await createEvent(t.app, { gallery: 'instant' });
    const video = await uploadVideo();
    const created = await postEntry(event.code, pathOf(video));
    expect(created.statusCode, created.body).toBe(201);
    const still = await postEntry(event.code, undefined);
    expect(still.statusCode).toBe(201);
    const page = await galleryOf(event.code);
    expect(page.entries).toHaveLength(2);
    const [withVideo] = page.entries.filter((entry) => entry.videoUrl);
    expect(withVideo?.videoUrl).toBe(pathOf(video));
    expect(page.entries.filter((entry) => !('videoUrl' in entry))).toHaveLength(1);
    // The address also serves: the show plays it from there.
    expect(await status(video)).toBe(200);
  });

  it('takes the absolute address the upload answered', async () => {
    const event = await createEvent(t.app, { gallery: 'instant' });
    const video = await uploadVideo();
    expect((await postEntry(event.code, video)).statusCode).toBe(201);
    expect((await galleryOf(event.code)).entries[0]?.videoUrl).toBe(pathOf(video));
  });

  it('refuses a video a letter or another entry owns (409), adding nothing', async () => {
    const event = await createEvent(t.app, { gallery: 'instant' });
    const video = await uploadVideo();
    expect((await postEntry(event.code, video)).statusCode).toBe(201);
    const strip = await uploadEventStrip(t.app, event.code);
    const again = await postEntry(event.code, video, strip);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'video_in_use', error: expect.any(String) });
    // The refused entry was not kept: its strip can still be shown.
    expect((await postEntry(event.code, undefined, strip)).statusCode).toBe(201);

    const lettersVideo = await uploadVideo();
    const letter = await postLetter(lettersVideo);
    expect(letter.statusCode, letter.body).toBe(201);
    const taken = await postEntry(event.code, lettersVideo);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'video_in_use' });

    // And a letter cannot take an entry's video.
    const claimed = await postLetter(video);
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json()).toMatchObject({ code: 'video_in_use' });
  });

  it('refuses an address that is no video stored here (400 invalid_video_url)', async () => {
    const event = await createEvent(t.app, { gallery: 'instant' });
    const video = await uploadVideo();
    const missing = video.replace(/-[A-Za-z0-9_-]{22}\.mp4$/, `-${'A'.repeat(22)}.mp4`);
    for (const address of [missing, `${pathOf(video)}?x=1`, '/strips/x.png', 'not a url']) {
      const response = await postEntry(event.code, address);
      expect(response.statusCode, address).toBe(400);
      expect(response.json(), address).toEqual({
        code: 'invalid_video_url',
        error: expect.any(String),
      });
    }
    expect((await galleryOf(event.code)).entries).toEqual([]);
  });

  it('the host’s removal removes the video; a guest’s keeps it until the event ends', async () => {
    const event = await createEvent(t.app, { gallery: 'instant' });
    const hosts = await uploadVideo();
    const guests = await uploadVideo();
    const first = (await postEntry(event.code, hosts)).json() as { id: string };
    const second = (await postEntry(event.code, guests)).json() as {
      id: string;
      deleteToken: string;
    };
    const remove = (id: string, credential: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/live-events/${event.code}/entries/${id}`,
        headers: asHost(credential),
      });
    expect((await remove(first.id, event.hostKey)).statusCode).toBe(204);
    expect(await status(hosts)).toBe(404);
    expect((await remove(second.id, second.deleteToken)).statusCode).toBe(204);
    expect((await galleryOf(event.code)).entries).toEqual([]);
    expect(await storedFileNames(t.config, 'videos')).toEqual([nameOf(guests)]);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/live-events/${event.code}`,
      headers: asHost(event.hostKey),
    });
    expect(ended.statusCode).toBe(204);
    expect(await status(guests)).toBe(404);
    expect(await storedFileNames(t.config, 'videos')).toEqual([]);
    const rows = await withAppDatabase(t.config, (db) =>
      db.selectFrom('videos').select('name').execute(),
    );
    expect(rows).toEqual([]);
  });

  it('hiding an entry hides its video from the gallery, and approving shows it again', async () => {
    const event = await createEvent(t.app, { gallery: 'instant' });
    const video = await uploadVideo();
    const { id } = (await postEntry(event.code, video)).json() as { id: string };
    const moderate = (state: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/live-events/${event.code}/entries/${id}`,
        headers: asHost(event.hostKey),
        payload: { state },
      });
    expect((await moderate('hidden')).statusCode).toBe(204);
    expect((await galleryOf(event.code)).entries).toEqual([]);
    expect((await moderate('approved')).statusCode).toBe(204);
    expect((await galleryOf(event.code)).entries[0]?.videoUrl).toBe(pathOf(video));
  });

  it('the sweep leaves an entry’s video past STRIP_UNUSED_HOURS (the event keeps it)', async () => {
    const event = await createEvent(t.app, { gallery: 'instant' });
    const video = await uploadVideo();
    expect((await postEntry(event.code, video)).statusCode).toBe(201);
    await t.app.close();
    await withAppDatabase(t.config, (db) =>
      db
        .updateTable('videos')
        .set({ uploaded_at: Date.now() - 25 * 60 * 60 * 1000 })
        .where('name', '=', nameOf(video))
        .execute(),
    );
    t.app = await buildApp(t.config);
    expect(await status(video)).toBe(200);
  });
});
