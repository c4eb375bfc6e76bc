/**
 * The video check in its worker: answers as the check does, and a file that sends mediabunny
 * into a loop without end is refused once the time limit passes, the server's thread free.
 */
import { describe, expect, it } from 'vitest';
import { makeFakeVideo } from '../../../test/server/videos.js';
import { checkVideo } from './video-check-runner.js';

/**
 * Bytes of a 3 s fake MP4 that a fuzzing run changed (offset, value): its sample table then
 * sends mediabunny 1.61's packet reading into a loop that never ends.
 */
const LOOPING_MUTATIONS: [number, number][] = [
  [524, 197],
  [592, 49],
  [805, 196],
  [828, 78],
];

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
    const looping = await makeFakeVideo({ seconds: 3 });
    for (const [offset, value] of LOOPING_MUTATIONS) looping[offset] = value;
    // The event loop stays free meanwhile: a timer set now fires on time.
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 50);
    const refused = await checkVideo(looping, 'video/mp4', 500).catch((error: unknown) => error);
    clearInterval(ticker);
    expect(refused).toMatchObject({ kind: 'video_unreadable' });
    expect(ticks).toBeGreaterThan(5);
    // The stuck worker is gone; the next check gets a new one.
    expect(await checkVideo(await makeFakeVideo(), 'video/mp4')).toMatchObject({ codec: 'avc' });
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
});
