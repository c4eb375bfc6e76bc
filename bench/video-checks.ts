/**
 * How long a real video upload's check waits behind crafted ones: four MP4s whose parse never
 * ends (each holds its worker for the whole 2 s time limit) sent from four addresses, then a
 * real 2 s clip from a fifth; the figure is the real one's check, from its request to its
 * answer. Before: one worker, checks one after another (as the server had it, the same as
 * `workers: 1` here); after: the pool the server runs (VIDEO_CHECK_WORKERS, 2). Each pool's
 * workers are started first (loading mediabunny is not the figure), but a worker stopped at
 * the time limit is started again for the next check in its slot, as in the server: under
 * tsx's loader that costs about a second more than the compiled server's 50 ms.
 *
 *   npx tsx bench/video-checks.ts
 *
 * Measured under tsx on this 2-core machine shared with other work (load average 6 to 7), two
 * runs: before 11.7 / 12.5 s, after 7.2 / 7.5 s (ratio 0.6): the real check waits for two
 * crafted ones in turn instead of four, each 2 s plus its worker's restart (under tsx about
 * 1.5 s on this loaded machine; compiled, 50 ms, so about 8 s before and 4 s after).
 */
import { createVideoChecks } from '../src/server/services/video-check-runner.js';
import { makeFakeVideo, makeLoopingMp4 } from '../test/server/videos.js';

const CRAFTED = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 2);

async function realWait(workers: number): Promise<number> {
  const checks = createVideoChecks({ workers });
  try {
    const real = await makeFakeVideo();
    const crafted = await makeLoopingMp4();
    // Every worker started and warm.
    await Promise.all(
      Array.from({ length: workers }, (_, n) => checks.check(real, 'video/mp4', `warm ${n}`)),
    );
    const refusals = Array.from({ length: CRAFTED }, (_, n) =>
      checks.check(crafted, 'video/mp4', `crafted ${n}`).catch(() => undefined),
    );
    const start = performance.now();
    await checks.check(real, 'video/mp4', 'real');
    const waited = performance.now() - start;
    await Promise.all(refusals);
    return waited;
  } finally {
    await checks.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
for (let run = 1; run <= RUNS; run += 1) {
  const before = await realWait(1);
  const after = await realWait(2);
  console.log(
    `run ${run}: a real upload's check behind ${CRAFTED} crafted MP4s from ${CRAFTED} addresses: ` +
      `before (1 worker, in turn) ${seconds(before)}, after (2 workers, fair pool) ${seconds(after)}, ` +
      `ratio ${(after / before).toFixed(2)}`,
  );
}
