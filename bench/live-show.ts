/**
 * The show's live channel (docs/development.md, "Live channel"), two figures:
 *   (a) share → screen latency across two instances on PostgreSQL + Redis: a guest's entry
 *       posted to instance A (POST /api/live-events/<code>/entries, gallery "at once"), timed
 *       until the `added` message reaches a screen's WebSocket on instance B: p50 / p95 / max;
 *   (b) 1,000 open show screens on one instance: its resident memory before and after (per
 *       screen), and the time until one entry reaches all of them.
 * Each instance is a process of its own (bench/live-show/instance.ts: the app from source, as
 * the tests build it). Everything shares this machine's 2 cores: the figures compare, they do
 * not promise what a deployment serves. PostgreSQL at POSTBOOTH_TEST_POSTGRES_URL and Redis at
 * TEST_REDIS_URL, as for the tests. BENCH_SHARES (200) and BENCH_SCREENS (1000) change the size.
 *
 *   flock /tmp/bench.lock npx tsx bench/live-show.ts
 *
 * Measured on this 2-core machine with other work on it (load average 8 to 12), three runs:
 *   (a) p50 8.5 / 20.0 / 22.8 ms, p95 21.1 / 54.7 / 72.0 ms (the POST of the entry included:
 *       the push itself is a few ms of it);
 *   (b) 5.1 and 12.8 KiB of resident memory per open screen (a first run where each screen had
 *       first replayed 210 entries: 92.6 KiB, mostly garbage not yet collected); one entry
 *       reached all 1,000 screens in 54 to 183 ms.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import sharp from 'sharp';
import type { CreatedEvent, ShowMessage } from '../src/model/live-event.js';
import { createThrowawayDatabase } from '../test/server/postgres.js';
import { deleteRedisKeys, randomRedisPrefix, TEST_REDIS_URL } from '../test/server/redis.js';

const SHARES = Number(process.env.BENCH_SHARES ?? 200);
const SCREENS = Number(process.env.BENCH_SCREENS ?? 1000);
const root = fileURLToPath(new URL('..', import.meta.url));

interface Instance {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/live-show/instance.ts'],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`instance exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

async function json<T>(response: Response, status: number): Promise<T> {
  if (response.status !== status) {
    throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** A screen: its socket, and when each entry's `added` message reached it. */
function openScreen(base: string, code: string) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/live-events/${code}/live`);
  const arrivals = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  let received = 0;
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as ShowMessage;
    received += 1;
    if (message.type !== 'added') return;
    arrivals.set(message.entry.id, performance.now());
    waiting.get(message.entry.id)?.();
  });
  return {
    socket,
    received: () => received,
    opened: once(socket, 'open'),
    /** When the entry reached this screen (waiting for it if it has not yet). */
    async arrival(id: string): Promise<number> {
      const known = arrivals.get(id);
      if (known !== undefined) return known;
      await new Promise<void>((resolve) => waiting.set(id, resolve));
      return arrivals.get(id) ?? NaN;
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

const png = await sharp({
  create: { width: 40, height: 100, channels: 4, background: '#e63946' },
})
  .png()
  .toBuffer();

/** A strip uploaded for the event: its path and its claim token. */
async function upload(base: string, code: string): Promise<{ path: string; claim: string }> {
  const response = await fetch(`${base}/api/strips`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', 'x-postbooth-event': code },
    body: png,
  });
  const { publicUrl, claimToken } = await json<{ publicUrl: string; claimToken: string }>(
    response,
    201,
  );
  return { path: new URL(publicUrl).pathname, claim: claimToken };
}

async function postEntry(
  base: string,
  code: string,
  strip: { path: string; claim: string },
): Promise<string> {
  const response = await fetch(`${base}/api/live-events/${code}/entries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-postbooth-event': code },
    body: JSON.stringify({ image_url: strip.path, strip_claim: strip.claim }),
  });
  return (await json<{ id: string }>(response, 201)).id;
}

async function createEvent(base: string): Promise<string> {
  const response = await fetch(`${base}/api/live-events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      greeting: 'Hello',
      language: 'en',
      idleSeconds: 60,
      sources: 'camera',
      print: false,
      printLayout: 'strip',
      gallery: 'instant',
      keepDays: 1,
    }),
  });
  return (await json<CreatedEvent>(response, 201)).code;
}

const database = await createThrowawayDatabase();
const prefix = randomRedisPrefix();
const env = {
  DATABASE_URL: database.url,
  REDIS_URL: TEST_REDIS_URL,
  REDIS_PREFIX: prefix,
  PUBLIC_URL: 'http://booth.bench.test',
  RATE_LIMIT_UPLOADS: '100000',
  RATE_LIMIT_LETTERS: '100000',
  UPLOADS_IN_FLIGHT_PER_ADDRESS: '64',
  LIVE_CONNECTIONS_PER_ADDRESS: String(SCREENS + 10),
  LIVE_CONNECTIONS_MAX: String(SCREENS + 10),
};
// One after the other: the first runs the migrations.
const a = await startInstance(env);
const b = await startInstance(env);
try {
  const code = await createEvent(a.url);

  // (a) Share on A, screen on B.
  const screen = openScreen(b.url, code);
  await screen.opened;
  const latencies: number[] = [];
  for (let i = 0; i < SHARES + 10; i += 1) {
    const strip = await upload(a.url, code);
    const started = performance.now();
    const id = await postEntry(a.url, code, strip);
    const arrived = await screen.arrival(id);
    // The first few warm the instances up.
    if (i >= 10) latencies.push(arrived - started);
  }
  latencies.sort((x, y) => x - y);
  console.log(
    `(a) share on A → screen on B, ${latencies.length} entries: ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
      `max ${latencies.at(-1)?.toFixed(1)} ms`,
  );
  screen.socket.close();

  // (b) Many screens on B, of a new event: what a screen costs, not its replay.
  const quiet = await createEvent(a.url);
  const warm = openScreen(b.url, quiet);
  await warm.opened;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = await residentMiB(b.pid);
  const screens = [];
  for (let i = 0; i < SCREENS; i += 1) {
    screens.push(openScreen(b.url, quiet));
    if (i % 50 === 49) await Promise.all(screens.slice(-50).map((s) => s.opened));
  }
  await Promise.all(screens.map((s) => s.opened));
  const gcSettle = Date.now() + 1_000;
  while (Date.now() < gcSettle) await new Promise((resolve) => setTimeout(resolve, 100));
  const after = await residentMiB(b.pid);
  const strip = await upload(a.url, quiet);
  const started = performance.now();
  const id = await postEntry(a.url, quiet, strip);
  // Until the last screen has it.
  const fanOut = Math.max(...(await Promise.all(screens.map((s) => s.arrival(id))))) - started;
  console.log(
    `(b) ${SCREENS} screens on B: resident ${before.toFixed(1)} → ${after.toFixed(1)} MiB, ` +
      `${(((after - before) * 1024) / SCREENS).toFixed(1)} KiB per screen; ` +
      `one entry on A reached all ${SCREENS} in ${fanOut.toFixed(0)} ms`,
  );
  for (const s of [...screens, warm]) s.socket.terminate();
} finally {
  await Promise.all([a.stop(), b.stop()]);
  await database.drop();
  await deleteRedisKeys(TEST_REDIS_URL, prefix);
}
