/**
 * A letter with a living strip's video (video_url): like its strip, the video must be one this
 * server stored and no other letter owns; the letter answers its address; deleting the letter,
 * ending its event or leaving the video unclaimed past STRIP_UNUSED_HOURS removes it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/server/app.js';
import { storedFileNames, withAppDatabase } from '../../app-storage.js';
import { claimOf, startTestApp, uploadStrip } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';
import { uploadVideo as uploadTestVideo } from '../../videos.js';
import { asHost, createEvent, uploadEventStrip } from '../../live-events.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const uploadVideo = (container: 'mp4' | 'webm' = 'mp4') => uploadTestVideo(t.app, container);

/** A letter as the uploader of its strip and video sends it (with their claim tokens). */
const postLetter = async (videoUrl: string | undefined, imageUrl?: string) => {
  const image = imageUrl ?? (await uploadStrip(t.app));
  return t.app.inject({
    method: 'POST',
    url: '/api/letters',
    payload: {
      message: 'It moves!',
      image_url: image,
      strip_claim: claimOf(image),
      ...(videoUrl === undefined ? {} : { video_url: videoUrl, video_claim: claimOf(videoUrl) }),
    },
  });
};

const nameOf = (address: string) => new URL(address).pathname.split('/').pop() ?? '';
const status = async (address: string) =>
  (await t.app.inject({ method: 'GET', url: new URL(address).pathname })).statusCode;

describe('letters with a video', () => {
  it('answers the video’s absolute address with the letter, and none for a letter without', async () => {
    const video = await uploadVideo('webm');
    const created = await postLetter(video);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const letter = await t.app.inject({ method: 'GET', url: `/api/letters/${id}` });
    expect(letter.json()).toMatchObject({ message: 'It moves!', video_url: video });
    expect(video).toMatch(/^http:\/\/localhost\/videos\/livestrip-.+\.webm$/);

    const still = (await postLetter(undefined)).json() as { id: string };
    const stillLetter = await t.app.inject({ method: 'GET', url: `/api/letters/${still.id}` });
    expect(stillLetter.json()).not.toHaveProperty('video_url');
  });

  it('refuses a video another letter owns (409), and keeps the second letter’s strip free', async () => {
    const video = await uploadVideo();
    expect((await postLetter(video)).statusCode).toBe(201);
    const strip = await uploadStrip(t.app);
    const second = await postLetter(video, strip);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'video_in_use', error: expect.any(String) });
    // Nothing of the refused letter was kept: its strip can still be sent.
    expect((await postLetter(undefined, strip)).statusCode).toBe(201);
  });

  it('refuses an address that is not a video stored here (400)', async () => {
    const video = await uploadVideo();
    const missing = video.replace(/-[A-Za-z0-9_-]{22}\.mp4$/, `-${'A'.repeat(22)}.mp4`);
    for (const address of [
      missing,
      video.replace('http://localhost', 'https://elsewhere.example'),
      `${video}?x=1`,
      'http://localhost/strips/photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.png',
      'not a url',
    ]) {
      const response = await postLetter(address);
      expect(response.statusCode, address).toBe(400);
      expect(response.json(), address).toEqual({
        code: 'invalid_video_url',
        error: expect.any(String),
      });
    }
    // The video was not claimed by any of them.
    expect((await postLetter(video)).statusCode).toBe(201);
  });

  it('deleting the letter deletes the video’s file and record', async () => {
    const video = await uploadVideo();
    const { id, deleteToken } = (await postLetter(video)).json() as {
      id: string;
      deleteToken: string;
    };
    expect(await storedFileNames(t.config, 'videos')).toEqual([nameOf(video)]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/letters/${id}`,
      headers: { authorization: `Bearer ${deleteToken}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await storedFileNames(t.config, 'videos')).toEqual([]);
    expect(await status(video)).toBe(404);
    const rows = await withAppDatabase(t.config, (db) =>
      db.selectFrom('videos').select('name').execute(),
    );
    expect(rows).toEqual([]);
  });

  it('ending an event deletes its letters’ videos', async () => {
    const event = await createEvent(t.app);
    const video = await uploadVideo();
    const strip = await uploadEventStrip(t.app, event.code);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/letters',
      headers: { 'x-postbooth-event': event.code },
      payload: {
        message: 'At the party',
        image_url: `http://localhost${strip}`,
        strip_claim: claimOf(strip),
        video_url: video,
        video_claim: claimOf(video),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await status(video)).toBe(200);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/live-events/${event.code}`,
      headers: asHost(event.hostKey),
    });
    expect(ended.statusCode).toBe(204);
    expect(await status(video)).toBe(404);
    expect(await storedFileNames(t.config, 'videos')).toEqual([]);
  });

  it('the sweep removes a video no letter claimed within STRIP_UNUSED_HOURS', async () => {
    const HOUR = 60 * 60 * 1000;
    const unused = await uploadVideo();
    const young = await uploadVideo();
    const used = await uploadVideo();
    expect((await postLetter(used)).statusCode).toBe(201);
    await t.app.close();
    for (const [address, hours] of [
      [unused, 25],
      [young, 23],
      [used, 25],
    ] as const) {
      const { numUpdatedRows } = await withAppDatabase(t.config, (db) =>
        db
          .updateTable('videos')
          .set({ uploaded_at: Date.now() - hours * HOUR })
          .where('name', '=', nameOf(address))
          .executeTakeFirstOrThrow(),
      );
      expect(numUpdatedRows).toBe(1n);
    }

    t.app = await buildApp(t.config);
    expect(await status(unused)).toBe(404);
    expect((await postLetter(unused)).statusCode).toBe(400);
    expect(await status(young)).toBe(200);
    expect(await status(used)).toBe(200);
    expect((await storedFileNames(t.config, 'videos')).sort()).toEqual(
      [nameOf(young), nameOf(used)].sort(),
    );
  });
});
