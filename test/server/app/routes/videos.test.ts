/**
 * POST /api/videos: a living strip's video is stored only when its container parses as the
 * video it claims to be; every refusal answers our JSON error shape.
 */
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VIDEO_NAME_PATTERN } from '../../../../src/model/ids.js';
import { readStoredFile, withAppBlobs } from '../../app-storage.js';
import { startTestApp } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';
import { makeFakeVideo, withClaimedMp4Duration, withMp4Box } from '../../videos.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const post = (payload: Buffer | string, type: string) =>
  t.app.inject({ method: 'POST', url: '/api/videos', headers: { 'content-type': type }, payload });

describe('POST /api/videos', () => {
  it('stores an MP4 and a WebM as they came, each under a name of its own', async () => {
    for (const [container, type] of [
      ['mp4', 'video/mp4'],
      ['webm', 'video/webm; codecs="vp9"'],
    ] as const) {
      const video = await makeFakeVideo({ container });
      const response = await post(video, type);
      expect(response.statusCode, response.body).toBe(201);
      const url = new URL((response.json() as { publicUrl: string }).publicUrl);
      expect(url.origin).toBe('http://localhost');
      const name = url.pathname.replace('/videos/', '');
      expect(name).toMatch(VIDEO_NAME_PATTERN);
      expect(name.endsWith(`.${container}`)).toBe(true);
      expect((await readStoredFile(t.config, `videos/${name}`)).equals(video)).toBe(true);
    }
  });

  it('answers 415 for a type other than video/mp4 or video/webm', async () => {
    const video = await makeFakeVideo();
    for (const type of ['video/quicktime', 'application/octet-stream', 'image/png']) {
      const response = await post(video, type);
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'unsupported_media_type',
        error: expect.any(String),
      });
    }
  });

  it('answers 413 above 10 MiB', async () => {
    const response = await post(Buffer.alloc(10 * 1024 * 1024 + 1), 'video/mp4');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large', error: expect.any(String) });
  });

  it('refuses fake videos with our error shape, storing nothing', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const mp4 = await makeFakeVideo();
    const cases: [string, Buffer | string, string, number, string][] = [
      ['HTML', '<!doctype html><html><body>hi</body></html>', 'video/mp4', 422, 'video_invalid'],
      ['a PNG renamed', png, 'video/mp4', 422, 'video_invalid'],
      ['an empty body', Buffer.alloc(0), 'video/mp4', 422, 'video_invalid'],
      ['a truncated MP4', mp4.subarray(0, mp4.length - 500), 'video/mp4', 422, 'video_invalid'],
      [
        'a WebM sent as MP4',
        await makeFakeVideo({ container: 'webm' }),
        'video/mp4',
        415,
        'unsupported_media_type',
      ],
      ['an MP4 sent as WebM', mp4, 'video/webm', 415, 'unsupported_media_type'],
      ['a 2-hour header', withClaimedMp4Duration(mp4, 7200), 'video/mp4', 422, 'video_too_long'],
      [
        'a 2-hour clip',
        await makeFakeVideo({ spanSeconds: 7200 }),
        'video/mp4',
        422,
        'video_too_long',
      ],
      ['an audio track', await makeFakeVideo({ audio: true }), 'video/mp4', 422, 'video_tracks'],
      [
        'huge dimensions',
        await makeFakeVideo({ width: 8000, height: 8000 }),
        'video/mp4',
        422,
        'video_too_large',
      ],
      ['HEVC', await makeFakeVideo({ codec: 'hevc' }), 'video/mp4', 422, 'video_codec'],
      [
        'a 9 MB uuid box',
        withMp4Box(mp4, 'uuid', 9 * 1024 * 1024),
        'video/mp4',
        422,
        'video_unknown_data',
      ],
      [
        'a WebM with 9 MB after its end',
        Buffer.concat([
          await makeFakeVideo({ container: 'webm' }),
          Buffer.alloc(9 * 1024 * 1024, 0x5a),
        ]),
        'video/webm',
        422,
        'video_unknown_data',
      ],
    ];
    for (const [label, payload, type, status, code] of cases) {
      const response = await post(payload, type);
      expect(response.statusCode, label).toBe(status);
      expect(response.json(), label).toEqual({ code, error: expect.any(String) });
    }
    const stored = await withAppBlobs(t.config, ['videos'], async (blobs) => {
      const names: string[] = [];
      for await (const file of blobs.list('videos')) names.push(file.name);
      return names;
    });
    expect(stored).toEqual([]);
  });
});
