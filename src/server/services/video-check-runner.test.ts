/**
 * The video check in its workers: answers as the check does, and a file that sends mediabunny
 * into a loop without end is refused once the time limit passes, the server's thread free; the
 * checks share the workers, each address in turn.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { VideoType } from '../../model/living-strip.js';
import { makeFakeVideo, makeLoopingMp4 } from '../../../test/server/videos.js';
import { checkVideoHere } from './video-check.js';
import type { CheckedVideo } from './video-check.js';
import { createVideoChecks } from './video-check-runner.js';

const checks = createVideoChecks({ workers: 2 });
const quick = createVideoChecks({ workers: 1, timeLimitMs: 500 });
afterAll(async () => {
  await checks.close();
  await quick.close();
});
let lastAddress = 0;
/** Each check from an address of its own, as from as many visitors. */
const checkVideo = (bytes: Uint8Array, type: VideoType, timeLimited = false) =>
  (timeLimited ? quick : checks).check(bytes, type, `10.0.0.${(lastAddress += 1)}`);

describe('checkVideo in a worker', () => {
  it('passes a good video and answers a refusal with its kind and words', async () => {
    expect(await checkVideo(await makeFakeVideo(), 'video/mp4')).toMatchObject({
      codec: 'avc',
      width: 320,
      height: 240,
      seconds: 2,
    });
    const refused = await checkVideo(await makeFakeVideo({ container: 'webm' }), 'video/mp4').catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      kind: 'video_type_mismatch',
      detail: expect.stringContaining('video/webm'),
    });
  });

  it('refuses a video whose parse does not end within the time limit', async () => {
    const looping = await makeLoopingMp4();
    // The event loop stays free meanwhile: a timer set now fires on time.
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 50);
    const refused = await checkVideo(looping, 'video/mp4', true).catch((error: unknown) => error);
    clearInterval(ticker);
    expect(refused).toMatchObject({ kind: 'video_unreadable' });
    expect(ticks).toBeGreaterThan(5);
    // The stuck worker is gone; the next check gets a new one.
    expect(await checkVideo(await makeFakeVideo(), 'video/mp4', true)).toMatchObject({
      codec: 'avc',
    });
  });

  it('checks videos sent at once, each with its own answer', async () => {
    const [mp4, webm] = await Promise.all([
      makeFakeVideo({ seconds: 1 }),
      makeFakeVideo({ container: 'webm', seconds: 3 }),
    ]);
    const answers = await Promise.all([
      checkVideo(mp4, 'video/mp4'),
      checkVideo(webm, 'video/webm'),
      checkVideo(webm, 'video/mp4').catch((error: unknown) => error),
    ]);
    const [first, second, third] = answers as [{ seconds: number }, { seconds: number }, unknown];
    expect(first.seconds).toBeCloseTo(1, 1);
    expect(second.seconds).toBeCloseTo(3, 1);
    expect(third).toMatchObject({ kind: 'video_type_mismatch' });
  });

  it('checks a real upload behind four slow ones from four addresses without waiting for all four', async () => {
    const real = await makeFakeVideo();
    const slow = await makeFakeVideo({ seconds: 1 });
    // The slow ones are held until the test lets them go; the real one is checked here.
    const held: (() => void)[] = [];
    const events: string[] = [];
    const pool = createVideoChecks({
      workers: 2,
      checkIn: async (slot, bytes, type): Promise<CheckedVideo> => {
        if (bytes !== slow) {
          events.push(`real in slot ${slot}`);
          return checkVideoHere(bytes, type);
        }
        events.push(`slow in slot ${slot}`);
        await new Promise<void>((release) => held.push(release));
        events.push('slow done');
        return { type, codec: 'avc', width: 320, height: 240, seconds: 1 };
      },
    });
    const slowChecks = ['a', 'b', 'c', 'd'].map((address) =>
      pool.check(slow, 'video/mp4', address),
    );
    const realCheck = pool.check(real, 'video/mp4', 'e');
    const until = (condition: () => boolean) =>
      vi.waitFor(() => expect(condition()).toBe(true), { timeout: 10_000, interval: 5 });
    await until(() => held.length === 2);
    expect(events).toEqual(['slow in slot 0', 'slow in slot 1']);
    for (const release of held.splice(0, 2)) release();
    await until(() => held.length === 2);
    held.shift()?.();
    // One slow check still holds a worker (and one is done), yet the real one has its own.
    expect(await realCheck).toMatchObject({ codec: 'avc', seconds: 2 });
    expect(events.filter((event) => event === 'slow done')).toHaveLength(3);
    expect(events.at(-1)).toMatch(/^real in slot [01]$/);
    held.shift()?.();
    expect(await Promise.all(slowChecks)).toHaveLength(4);
    await pool.close();
  });
});
