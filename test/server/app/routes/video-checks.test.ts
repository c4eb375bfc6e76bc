/**
 * POST /api/videos while the video checks are all taken: the checks are held by the test (the
 * app's check stand-in), so which uploads wait, which run and which are refused is seen without
 * a clock. Past the workers and the waiting line an upload answers 503 busy with Retry-After.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';
import { makeFakeVideo } from '../../videos.js';
import type { CheckedVideo } from '../../../../src/server/services/video-check.js';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('POST /api/videos with every check taken', () => {
  it('waits for a worker in line, and answers 503 busy with Retry-After past the line', async () => {
    const held: (() => void)[] = [];
    let started = 0;
    t = await startTestApp(
      { VIDEO_CHECK_WORKERS: '2' },
      {
        checkVideoIn: async (_slot, _bytes, type): Promise<CheckedVideo> => {
          started += 1;
          await new Promise<void>((release) => held.push(release));
          return { type, codec: 'avc', width: 320, height: 240, seconds: 2 };
        },
      },
    );
    const app = t.app;
    const video = await makeFakeVideo();
    const upload = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/videos',
        headers: { 'content-type': 'video/mp4' },
        remoteAddress: `10.1.0.${n}`,
        payload: video,
      });
    // Two workers and eight places in line, each upload from an address of its own.
    const accepted = Array.from({ length: 10 }, (_, n) => upload(n + 1));
    await vi.waitFor(() => expect(started).toBe(2), { timeout: 10_000, interval: 5 });
    const refused = await upload(11);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ code: 'busy', error: expect.any(String) });
    // The line moves on as checks end, two at a time.
    await vi.waitFor(
      () => {
        for (const release of held.splice(0)) release();
        expect(started).toBe(10);
      },
      { timeout: 10_000, interval: 5 },
    );
    for (const release of held.splice(0)) release();
    for (const response of await Promise.all(accepted)) expect(response.statusCode).toBe(201);
  });
});
