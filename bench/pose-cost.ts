/**
 * Main-thread cost of one pose, from the shutter to the photo stored in IndexedDB (docs/development.md,
 * Benchmarks: at most 16 ms). Builds a bench page around the app's capturePhoto, opens it in headless
 * Chromium with a fake 1280×720 camera, takes ~10 poses, and compares with a baseline measured
 * in the same run: the same frame filtered on the main thread and encoded with toDataURL.
 *
 * The probe counts every stretch the main thread did not turn, so on a busy 2-core machine it
 * also counts preemption by other processes: the max is noisy, the median is the figure.
 *
 *   npx tsx bench/pose-cost.ts
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { launchBrowser, cameraArgs } from '../e2e/support/browser.js';
import type { PoseCost } from './pose-cost/page.js';

const POSES = 10;
const TARGET_MS = 16;
const WIDTH = 1280;
const HEIGHT = 720;

/** A two-frame 1280×720 clip with a gradient, so the PNG encoder has real work to do. */
function clip(): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT);
  for (let row = 0; row < HEIGHT; row += 1) {
    for (let col = 0; col < WIDTH; col += 1) {
      y[row * WIDTH + col] = (col * 7 + row * 3 + ((col * row) % 23)) & 0xff;
    }
  }
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 90);
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 170);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, frame, frame]);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
};

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, max: sorted[sorted.length - 1]! };
}

const fixed = (value: number) => value.toFixed(1).padStart(7);

const work = await mkdtemp(join(tmpdir(), 'postbooth-pose-cost-'));
const root = fileURLToPath(new URL('./pose-cost/', import.meta.url));
const outDir = join(work, 'page');
try {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const clipPath = join(work, 'clip.y4m');
  await writeFile(clipPath, clip());

  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname);
    const file = join(outDir, path === '/' ? 'index.html' : path);
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'text/plain' });
        response.end(body);
      },
      () => {
        response.writeHead(404).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const browser = await launchBrowser(cameraArgs({ clip: clipPath }));
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => 'bench' in window);
    await page.evaluate(() =>
      (window as unknown as { bench: { start(): Promise<void> } }).bench.start(),
    );

    type Bench = { pose(): Promise<PoseCost>; baseline(): Promise<PoseCost> };
    const run = (kind: 'pose' | 'baseline') =>
      page.evaluate((k) => (window as unknown as { bench: Bench }).bench[k](), kind);

    // Warm up both paths (worker start, JIT), then alternate so both see the same conditions.
    await run('pose');
    await run('baseline');
    const poses: PoseCost[] = [];
    const baselines: PoseCost[] = [];
    for (let i = 0; i < POSES; i += 1) {
      poses.push(await run('pose'));
      baselines.push(await run('baseline'));
    }

    const size = `${poses[0]!.width}×${poses[0]!.height}`;
    const rows: [string, PoseCost[]][] = [
      ['capturePhoto (worker)', poses],
      ['baseline (toDataURL)', baselines],
    ];
    console.log(`Pose cost, ${POSES} poses of ${size}, filter vintage, ms (median / max)`);
    console.log('                         main-thread busy   longest block   shutter→stored');
    for (const [name, costs] of rows) {
      const busy = stats(costs.map((c) => c.busyMs));
      const longest = stats(costs.map((c) => c.longestMs));
      const wall = stats(costs.map((c) => c.wallMs));
      console.log(
        `${name.padEnd(24)}${fixed(busy.median)} /${fixed(busy.max)}` +
          `${fixed(longest.median)} /${fixed(longest.max)}` +
          `${fixed(wall.median)} /${fixed(wall.max)}`,
      );
    }
    const ours = stats(poses.map((c) => c.busyMs));
    const theirs = stats(baselines.map((c) => c.busyMs));
    console.log(
      `Main-thread work: ${(theirs.median / ours.median).toFixed(1)}× less than the baseline ` +
        `(median); target ≤ ${TARGET_MS} ms per pose: ` +
        (ours.max <= TARGET_MS ? 'met' : `NOT met (max ${ours.max.toFixed(1)} ms)`),
    );
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
