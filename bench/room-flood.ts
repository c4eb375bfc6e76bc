/**
 * One room participant floods its room's socket; do the others notice? The server runs from
 * source (`node --import tsx src/server/main.ts`, SQLite, its own process); while one socket
 * sends document updates built to cost work, this process reads `GET /healthz` and a friend's
 * letter (`GET /api/letters/:id`) one after another, and a friend in the flooded room sends a
 * change now and then. Printed: the reads' p50 / p95 / max before and during each flood, the
 * friend's change → other phone latency, the server's CPU seconds, and what the flood was told.
 *
 *   flock /tmp/bench.lock npx tsx bench/room-flood.ts
 *   BENCH_ROOT=/path/to/another/checkout npx tsx bench/room-flood.ts   (the server of that tree)
 *
 * The floods: (a) 114 updates in 2 s, each ~2,000 one-character edits by as many client ids
 * (29 KB base64, under the 60 KB cap); (b) 114 updates in 2 s, each the most one client id may
 * hold now (ROOM_UPDATE_MAX_STRUCTS structs, a new client id each).
 * Everything shares this machine's 2 cores with the bench itself: the figures compare.
 *
 * Measured on this 2-core machine shared with other work (load average 3 to 6), SQLite; p95 of
 * the reads while flooded (quiet: 5 to 28 ms), before → after the update checks, the bytes
 * budgets and the merge worker (before: the server of the commit before them, BENCH_ROOT):
 *   (a) /healthz 2,169 → 8.3 ms, letter 838 → 11.9 ms, friend's change 2,180 → 37.8 ms (one of
 *       four not heard before), server CPU 4.84 → 0.57 s; the flood was told document_full 31
 *       times before (the rest stored or merged), update_too_complex 114 times after;
 *   (b) /healthz 3,199 → 5.3 ms, letter 2,111 → 4.8 ms, friend's change 2,359 → 13.7 ms, server
 *       CPU 2.30 → 0.91 s; told document_full 37 times before, too_many_messages 105 after.
 * Before, each read during the flood waited seconds (4 reads in 6 s); after, 322 and 394.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { WebSocket } from 'ws';
import { apiPaths, roomPath } from '../src/model/api-paths.js';
import { ROOM_UPDATE_MAX_STRUCTS, type ServerMessage } from '../src/model/together.js';
import { manyClientsUpdate, manyStructsUpdate, toBase64 } from '../test/server/hostile-updates.js';
import { percentile, roomOf, updateMaker } from './room-phones.js';

const root = process.env.BENCH_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const FRAMES = 114;
const FLOOD_MS = 2000;
/** Reads go on this long after the last frame (the server may still be working through them). */
const AFTER_MS = 4000;

interface Server {
  url: string;
  cpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const folder = await mkdtemp(join(tmpdir(), 'postbooth-flood-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(folder, 'data'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LETTERS: '100000',
      RATE_LIMIT_UPLOADS: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = /ready on (http:\/\/\S+)/.exec(text);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', () => reject(new Error('the server stopped')));
  });
  child.stdout.resume();
  return {
    url,
    async cpuSeconds() {
      const fields = (await readFile(`/proc/${child.pid}/stat`, 'utf8')).split(') ')[1]?.split(' ');
      return (Number(fields?.[11]) + Number(fields?.[12])) / 100;
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function friendsLetter(url: string): Promise<string> {
  const png = await sharp({
    create: { width: 40, height: 100, channels: 4, background: '#e63946' },
  })
    .png()
    .toBuffer();
  const strip = await fetch(`${url}/api/strips`, {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: png,
  });
  const { publicUrl, claimToken } = (await strip.json()) as {
    publicUrl: string;
    claimToken?: string;
  };
  const letter = await fetch(`${url}/api/letters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      message: 'Happy birthday!',
      image_url: publicUrl,
      ...(claimToken ? { strip_claim: claimToken } : {}),
    }),
  });
  if (letter.status !== 201) throw new Error(`letter: ${letter.status} ${await letter.text()}`);
  return ((await letter.json()) as { id: string }).id;
}

interface Socket {
  socket: WebSocket;
  heard: ServerMessage[];
}

async function open(url: string, room: string, token: string): Promise<Socket> {
  const live = url.replace(/^http/, 'ws') + roomPath(apiPaths.roomLive, room);
  const socket = new WebSocket(`${live}?token=${token}`);
  const heard: ServerMessage[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      heard.push(message);
      if (message.type === 'welcome') resolve();
    });
  });
  return { socket, heard };
}

/** Reads /healthz and the letter in turn until `until()`; answers each one's times. */
async function reads(url: string, letter: string, until: () => boolean) {
  const health: number[] = [];
  const page: number[] = [];
  while (!until()) {
    let start = performance.now();
    await (await fetch(`${url}/healthz`)).arrayBuffer();
    health.push(performance.now() - start);
    start = performance.now();
    await (await fetch(`${url}/api/letters/${letter}`)).arrayBuffer();
    page.push(performance.now() - start);
    await sleep(10);
  }
  return { health, page };
}

function summary(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return `p50 ${f(percentile(sorted, 50))}, p95 ${f(percentile(sorted, 95))}, max ${f(sorted.at(-1) ?? NaN)} ms (${ms.length})`;
}

async function flood(
  server: Server,
  letter: string,
  name: string,
  frames: string[],
): Promise<void> {
  const [attacker, friend] = await roomOf(server.url, 2);
  if (!attacker || !friend) throw new Error('no room');
  const a = await open(server.url, attacker.room, attacker.token);
  const f = await open(server.url, friend.room, friend.token);
  const cpu = await server.cpuSeconds();
  let done = false;
  const reading = reads(server.url, letter, () => done);
  // The friend changes something every 250 ms; each change is timed until the attacker hears it.
  const next = updateMaker();
  const friendMs: number[] = [];
  let friendLost = 0;
  const friendly = (async () => {
    while (!done) {
      const update = next();
      const start = performance.now();
      const count = a.heard.length;
      f.socket.send(JSON.stringify({ type: 'update', update }));
      let heard = false;
      while (!done && !heard) {
        heard = a.heard.slice(count).some((m) => m.type === 'update' && m.update === update);
        if (!heard) await sleep(2);
      }
      if (heard) friendMs.push(performance.now() - start);
      else friendLost += 1;
      await sleep(250);
    }
  })();
  const started = performance.now();
  for (let i = 0; i < frames.length; i += 1) {
    const due = started + (i * FLOOD_MS) / frames.length;
    if (due > performance.now()) await sleep(due - performance.now());
    if (a.socket.readyState !== WebSocket.OPEN) break;
    a.socket.send(JSON.stringify({ type: 'update', update: frames[i] }));
  }
  await sleep(AFTER_MS);
  done = true;
  const { health, page } = await reading;
  await friendly;
  const refusals = new Map<string, number>();
  for (const m of a.heard) {
    if (m.type === 'refused') refusals.set(m.code, (refusals.get(m.code) ?? 0) + 1);
  }
  console.log(
    `\n${name}: ${frames.length} frames in ${FLOOD_MS / 1000} s, reads for ${(FLOOD_MS + AFTER_MS) / 1000} s`,
  );
  console.log(`  /healthz          ${summary(health)}`);
  console.log(`  friend's letter   ${summary(page)}`);
  console.log(`  friend's change   ${summary(friendMs)}, not heard: ${friendLost}`);
  console.log(`  server CPU        ${((await server.cpuSeconds()) - cpu).toFixed(2)} s`);
  console.log(
    `  flood told        ${JSON.stringify(Object.fromEntries(refusals))}, socket ${a.socket.readyState === WebSocket.OPEN ? 'open' : 'closed'}`,
  );
  a.socket.terminate();
  f.socket.terminate();
}

const manyClients = Array.from({ length: FRAMES }, (_, i) =>
  toBase64(manyClientsUpdate(2000, i + 1)),
);
const manyStructs = Array.from({ length: FRAMES }, (_, i) =>
  toBase64(manyStructsUpdate(ROOM_UPDATE_MAX_STRUCTS, 9_000_000 + i)),
);
console.log(`server of ${root}`);
console.log(
  `frames: (a) ${manyClients[0]?.length} base64 characters, (b) ${manyStructs[0]?.length}`,
);
for (const [name, frames] of [
  ['(a) 2,000 client ids a frame', manyClients],
  ['(b) one client id, the most structs a frame', manyStructs],
] as const) {
  const server = await startServer();
  try {
    const letter = await friendsLetter(server.url);
    let quiet = false;
    setTimeout(() => (quiet = true), 2000);
    const before = await reads(server.url, letter, () => quiet);
    console.log(`\nquiet: /healthz ${summary(before.health)}; letter ${summary(before.page)}`);
    await flood(server, letter, name, frames);
  } finally {
    await server.stop();
  }
}
