/**
 * Download all (docs/events.md): the ZIP of an event's strips through HTTP from the built
 * server (`node dist/node/server/main.js`, as `npm start` runs it, on SQLite + disk), against
 * a baseline measured in the same run: the same files read straight from the disk by this
 * process, one after another (what the server cannot beat: it reads the same files, then
 * writes them to a socket, and the bench reads that socket on the same 2 cores).
 *
 * The event is made through the API (created, 500 strips uploaded with its code, each agreed
 * to); then each stored strip file is replaced by a 1–2 MB PNG of grainy colour made once with
 * sharp (25 of them, 600–760 px wide, in turn), the size of a real six-photo strip, so the
 * bench does not spend minutes re-encoding 500 uploads. Rounds alternate the baseline and the
 * ZIP; figures are medians. During each ZIP download the server's resident memory is sampled
 * every 20 ms from /proc: its peak against its resident memory just before. A 50-strip event
 * downloaded the same way shows that the peak does not grow with the archive. The first ZIP is
 * checked with `unzip -tq`, and its files against the stored ones.
 *
 *   npm run build && npx tsx bench/event-zip.ts
 *
 * BENCH_STRIPS (500) and BENCH_ROUNDS (3) change the size and the length.
 *
 * Last run (2026-11-27, this 2-core machine shared with other helpers' builds; 550 strips,
 * 1,039 MB, PNGs of 1.40–2.44 MB; 3 rounds, medians and ranges):
 *   from disk (baseline)  639 MB/s (508–834)
 *   ZIP through HTTP      227 MB/s (113–276), ratio 0.35 of the baseline: 945 MB in 4.2 s
 *   server RSS            153 MiB before, peak +1.9 MiB (highest of the rounds +25.4 MiB)
 *   50-strip ZIP (95 MB)  peak +0.0 MiB over 154 MiB: the peak does not grow with the archive
 *   the first ZIP: unzip -t clean, every file equal to a stored strip
 */
import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { EVENT_CODE_HEADER, liveEventPath, liveEventPaths } from '../src/model/api-paths.js';
import type { CreatedEvent, LiveEventSettings } from '../src/model/live-event.js';
import { residentMiB } from './server-load/page-reads.js';
import { startBenchServer, type BenchServer } from './server-load/server.js';

const STRIPS = setting('BENCH_STRIPS', 500);
const ROUNDS = setting('BENCH_ROUNDS', 3);
const SMALL_EVENT = 50;
const DISTINCT_PNGS = 25;
const UPLOAD_CONCURRENCY = 8;
const MB = 1e6;

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

const settings: LiveEventSettings = {
  name: 'Léa & Sam',
  greeting: 'Welcome!',
  language: 'en',
  idleSeconds: 60,
  sources: 'camera',
  print: false,
  printLayout: 'strip',
  gallery: 'instant',
  keepDays: 30,
};

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`${response.url} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return JSON.parse(text) as T;
}

/** A small PNG to upload (the stored file is replaced by a big one afterwards). */
function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 30, height: 60, channels: 3, background: '#e63946' } })
    .png()
    .toBuffer();
}

/** 1–2 MB PNGs of grainy colour, like photos as far as PNG compression goes. */
async function bigPngs(): Promise<Buffer[]> {
  const pngs: Buffer[] = [];
  for (let i = 0; i < DISTINCT_PNGS; i++) {
    const width = 600 + (i % 5) * 40;
    pngs.push(
      await sharp({
        create: {
          width,
          height: Math.round(width * 1.75),
          channels: 3,
          background: { r: 90 + i * 6, g: 140, b: 200 - i * 4 },
          noise: { type: 'gaussian', mean: 128, sigma: 14 + (i % 3) * 3 },
        },
      })
        .png()
        .toBuffer(),
    );
  }
  return pngs;
}

/** An event with `count` strips, each agreed to; resolves its code and host key. */
async function makeEvent(url: string, count: number): Promise<CreatedEvent> {
  const event = await json<CreatedEvent>(
    await fetch(`${url}${liveEventPaths.events}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(settings),
    }),
    201,
  );
  const png = new Uint8Array(await tinyPng());
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const { publicUrl, claimToken } = await json<{ publicUrl: string; claimToken: string }>(
        await fetch(`${url}/api/strips`, {
          method: 'POST',
          headers: { 'content-type': 'image/png', [EVENT_CODE_HEADER]: event.code },
          body: png,
        }),
        201,
      );
      await json(
        await fetch(`${url}${liveEventPath(liveEventPaths.entries, event.code)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [EVENT_CODE_HEADER]: event.code },
          body: JSON.stringify({ image_url: publicUrl, strip_claim: claimToken }),
        }),
        201,
      );
    }
  };
  await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, worker));
  return event;
}

/** Every stored strip PNG replaced by a big one, in turn; resolves their paths and bytes. */
async function fillStrips(
  dataDir: string,
  pngs: Buffer[],
): Promise<{ files: string[]; bytes: number }> {
  const folder = join(dataDir, 'strips');
  const files = (await readdir(folder)).filter((name) => name.endsWith('.png')).sort();
  let bytes = 0;
  for (const [i, name] of files.entries()) {
    const png = pngs[i % pngs.length]!;
    await writeFile(join(folder, name), png);
    bytes += png.length;
  }
  return { files: files.map((name) => join(folder, name)), bytes };
}

interface Measured {
  bytes: number;
  seconds: number;
  /** Resident memory of the server: before, and the highest seen during the download. */
  rssBefore?: number;
  rssPeak?: number;
}

/** The files read straight from disk, one after another. */
async function readFromDisk(files: string[]): Promise<Measured> {
  const started = performance.now();
  let bytes = 0;
  for (const file of files) {
    for await (const chunk of createReadStream(file)) bytes += (chunk as Buffer).length;
  }
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

/** Download all, as the host's browser does it: a link, then the ZIP, read to the end. */
async function downloadZip(
  server: BenchServer,
  event: CreatedEvent,
  keep?: string,
): Promise<Measured> {
  const { url } = await json<{ url: string }>(
    await fetch(`${server.url}${liveEventPath(liveEventPaths.archiveLinks, event.code)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${event.hostKey}` },
    }),
    201,
  );
  const rssBefore = await residentMiB(server.pid);
  let rssPeak = rssBefore;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      rssPeak = Math.max(rssPeak, await residentMiB(server.pid));
      await sleep(20);
    }
  })();
  const started = performance.now();
  const response = await fetch(url);
  if (response.status !== 200 || !response.body) throw new Error(`ZIP answered ${response.status}`);
  let bytes = 0;
  const kept: Uint8Array[] = [];
  for await (const chunk of response.body) {
    bytes += chunk.length;
    if (keep) kept.push(chunk);
  }
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  if (keep) await writeFile(keep, kept);
  return { bytes, seconds, rssBefore, rssPeak };
}

/**
 * The ZIP is sound and holds exactly the stored files, byte for byte (as a multiset: strips
 * are in the order their guests agreed, which concurrent uploads do not keep).
 */
function checkZip(zip: string, files: string[]): void {
  execFileSync('unzip', ['-tq', zip]);
  const script = `
import hashlib, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
inside = sorted(hashlib.sha256(z.read(n)).hexdigest() for n in z.namelist())
stored = sorted(hashlib.sha256(open(p, 'rb').read()).hexdigest() for p in sys.argv[2:])
assert inside == stored, (len(inside), len(stored))
`;
  execFileSync('python3', ['-c', script, zip, ...files]);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mbps = (m: Measured) => m.bytes / MB / m.seconds;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'postbooth-zip-bench-'));
  const server = await startBenchServer({
    DATA_DIR: dataDir,
    RATE_LIMIT_UPLOADS: '100000',
    UPLOADS_IN_FLIGHT: '64',
    UPLOADS_IN_FLIGHT_PER_ADDRESS: '64',
  });
  try {
    console.log(`Making two events (${STRIPS} and ${SMALL_EVENT} strips) through the API…`);
    const big = await makeEvent(server.url, STRIPS);
    const small = await makeEvent(server.url, SMALL_EVENT);
    const pngs = await bigPngs();
    const { files, bytes } = await fillStrips(dataDir, pngs);
    const bigFiles = files.slice(0, STRIPS);
    const sizes = pngs.map((png) => png.length / MB);
    console.log(
      `${files.length} strips, ${(bytes / MB).toFixed(0)} MB in all (PNGs of ` +
        `${Math.min(...sizes).toFixed(2)}–${Math.max(...sizes).toFixed(2)} MB)`,
    );
    // Both read warm files: the first round below warms the page cache for the rest.
    await readFromDisk(files);
    const zipFile = join(dataDir, 'check.zip');
    const disk: Measured[] = [];
    const zips: Measured[] = [];
    const smallZips: Measured[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 2 === 0) disk.push(await readFromDisk(bigFiles));
      zips.push(await downloadZip(server, big, round === 0 ? zipFile : undefined));
      if (round === 0) checkZip(zipFile, bigFiles);
      if (round % 2 === 1) disk.push(await readFromDisk(bigFiles));
      smallZips.push(await downloadZip(server, small));
    }
    const zip = median(zips.map(mbps));
    const base = median(disk.map(mbps));
    const growth = (m: Measured) => (m.rssPeak ?? 0) - (m.rssBefore ?? 0);
    console.log(`\n${STRIPS} strips, ${ROUNDS} rounds, medians (range):`);
    console.log(
      `  from disk (baseline): ${base.toFixed(0)} MB/s ` +
        `(${Math.min(...disk.map(mbps)).toFixed(0)}–${Math.max(...disk.map(mbps)).toFixed(0)})`,
    );
    console.log(
      `  ZIP through HTTP:     ${zip.toFixed(0)} MB/s ` +
        `(${Math.min(...zips.map(mbps)).toFixed(0)}–${Math.max(...zips.map(mbps)).toFixed(0)}), ` +
        `ratio ${(zip / base).toFixed(2)} of the baseline; ${(median(zips.map((m) => m.bytes)) / MB).toFixed(0)} MB in ` +
        `${median(zips.map((m) => m.seconds)).toFixed(1)} s`,
    );
    console.log(
      `  server RSS: ${median(zips.map((m) => m.rssBefore ?? 0)).toFixed(0)} MiB before, peak ` +
        `${median(zips.map((m) => m.rssPeak ?? 0)).toFixed(0)} MiB (+${median(zips.map(growth)).toFixed(1)} MiB; ` +
        `highest +${Math.max(...zips.map(growth)).toFixed(1)})`,
    );
    console.log(
      `  ${SMALL_EVENT}-strip ZIP: peak +${median(smallZips.map(growth)).toFixed(1)} MiB over ` +
        `${median(smallZips.map((m) => m.rssBefore ?? 0)).toFixed(0)} MiB ` +
        `(${(median(smallZips.map((m) => m.bytes)) / MB).toFixed(0)} MB)`,
    );
    console.log('  the first ZIP: unzip -t clean, every file equal to the stored strip');
  } finally {
    const errors = await server.stop();
    if (errors.length > 0) console.log(`server errors:\n${errors.join('\n')}`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
