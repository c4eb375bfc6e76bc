/**
 * Together mode's room socket (issue 29), three figures on the production server
 * (`node dist/node/server/main.js`, as `npm start` runs it; build it first):
 *   (a) a change → the other phone, one instance (SQLite): a Yjs update sent on one socket,
 *       timed until another socket of the room hears it: p50 / p95 / max;
 *   (b) the same across two instances on PostgreSQL + Redis (the phones on different ones);
 *   (c) 100 rooms of 6 phones on one instance (on SQLite, then on PostgreSQL): its resident memory before and after (per
 *       socket), its CPU while every room's phones each change something once a second for
 *       10 s, and the change → other phones latency meanwhile.
 * Everything shares this machine's 2 cores with the bench itself: the figures compare, they do
 * not promise what a deployment serves. PostgreSQL at POSTBOOTH_TEST_POSTGRES_URL and Redis at
 * TEST_REDIS_URL, as for the tests. BENCH_CHANGES (300) and BENCH_ROOMS (100) change the size.
 *
 *   npm run build:server && flock /tmp/bench.lock npx tsx bench/room-latency.ts
 *
 * Measured on this 2-core machine shared with other work (load average 6 to 8):
 *   (a) p50 7.2 / 10.7 ms, p95 32.9 / 24.5 ms (two runs);
 *   (b) p50 8.1 / 15.5 ms, p95 18.1 / 39.9 ms;
 *   (c) 6 to 11 KiB per socket on SQLite, 20 KiB on PostgreSQL; 600 changes a second spread
 *       over each second: server at 35% (SQLite) / 23% (PostgreSQL) of one core, p50 28 / 26 ms,
 *       p95 55 / 50 ms, none lost. The same 600 sent all at once each second (every phone in
 *       step, the worst case) gave p50 226 / 342 ms, p95 495 / 489 ms; before room-writer.ts
 *       merged a room's waiting updates into one write, one fsync per change on SQLite put it
 *       seconds behind (p50 1.9 s, and a third not heard within a second of the end).
 */
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { createThrowawayDatabase } from '../test/server/postgres.js';
import { deleteRedisKeys, randomRedisPrefix, TEST_REDIS_URL } from '../test/server/redis.js';
import { openPhone, percentile, roomOf, updateMaker, type BenchPhone } from './room-phones.js';
import { startBenchServer } from './server-load/server.js';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 300);
const ROOMS = Number(process.env.BENCH_ROOMS ?? 100);
const PEOPLE = 6;
/** Nothing here is about the rate limits of REST or of sockets per address. */
const OPEN_LIMITS = {
  RATE_LIMIT_LETTERS: '100000',
  RATE_LIMIT_UPLOADS: '100000',
  LIVE_CONNECTIONS_PER_ADDRESS: '100000',
  LOG_LEVEL: 'warn',
};

function summary(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return `p50 ${f(percentile(sorted, 50))} ms, p95 ${f(percentile(sorted, 95))} ms, max ${f(sorted.at(-1) ?? NaN)} ms (${ms.length} changes)`;
}

/** Sends CHANGES updates from `from`, one at a time, each timed until `to` hears it. */
async function latencies(from: BenchPhone, to: BenchPhone, count = CHANGES): Promise<number[]> {
  const next = updateMaker();
  const ms: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const update = next();
    const heard = new Promise<void>((resolve) => {
      to.onUpdate = (text) => {
        if (text === update) resolve();
      };
    });
    const started = performance.now();
    from.socket.send(JSON.stringify({ type: 'update', update }));
    await heard;
    ms.push(performance.now() - started);
    // Within the socket's rate (60 a second): a person dragging sends about this many.
    await sleep(20);
  }
  return ms;
}

async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU seconds the process has used (user + system), from /proc/<pid>/stat. */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function oneInstance(): Promise<void> {
  const server = await startBenchServer(OPEN_LIMITS);
  try {
    const [a, b] = await roomOf(server.url, 2);
    const phones = [await openPhone(server.url, a!), await openPhone(server.url, b!)];
    await latencies(phones[0]!, phones[1]!, 20);
    console.log(
      `(a) one instance, change → other phone: ${summary(await latencies(phones[0]!, phones[1]!))}`,
    );
    for (const phone of phones) phone.close();
  } finally {
    await server.stop();
  }
}

async function twoInstances(): Promise<void> {
  const database = await createThrowawayDatabase();
  const prefix = randomRedisPrefix();
  const env = {
    ...OPEN_LIMITS,
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
  };
  const one = await startBenchServer(env);
  const two = await startBenchServer(env);
  try {
    const [a, b] = await roomOf(one.url, 2);
    const phones = [await openPhone(one.url, a!), await openPhone(two.url, b!)];
    // The second instance subscribes to the room's channel as its phone connects: warm up.
    await latencies(phones[0]!, phones[1]!, 20);
    console.log(
      `(b) two instances (PostgreSQL + Redis), change on one → phone on the other: ${summary(await latencies(phones[0]!, phones[1]!))}`,
    );
    for (const phone of phones) phone.close();
  } finally {
    await one.stop();
    await two.stop();
    await database.drop();
    await deleteRedisKeys(TEST_REDIS_URL, prefix);
  }
}

async function manyRooms(on: 'SQLite' | 'PostgreSQL'): Promise<void> {
  const database = on === 'PostgreSQL' ? await createThrowawayDatabase() : undefined;
  const server = await startBenchServer({
    ...OPEN_LIMITS,
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  try {
    const before = await residentMiB(server.pid);
    const rooms: BenchPhone[][] = [];
    for (let r = 0; r < ROOMS; r += 1) {
      const joined = await roomOf(server.url, PEOPLE);
      rooms.push(await Promise.all(joined.map((j) => openPhone(server.url, j))));
    }
    await sleep(1_000);
    const after = await residentMiB(server.pid);
    const sockets = ROOMS * PEOPLE;
    console.log(
      `(c) ${ROOMS} rooms of ${PEOPLE} on ${on}: resident memory ${before.toFixed(1)} → ${after.toFixed(1)} MiB ` +
        `(${(((after - before) * 1024) / sockets).toFixed(1)} KiB per socket)`,
    );
    // Every phone changes something once a second; the first other phone of its room times it.
    const ms: number[] = [];
    const makers = rooms.map((phones) => phones.map(() => updateMaker()));
    const sent = new Map<string, number>();
    for (const phones of rooms) {
      for (const phone of phones) {
        phone.onUpdate = (update) => {
          const at = sent.get(update);
          if (at !== undefined) {
            ms.push(performance.now() - at);
            sent.delete(update);
          }
        };
      }
    }
    const cpuBefore = await cpuSeconds(server.pid);
    const started = performance.now();
    const SECONDS = 10;
    // Each phone at its own moment of the second: ten waves of a tenth of the phones.
    const all = rooms.flatMap((phones, r) =>
      phones.map((phone, p) => ({ phone, make: makers[r]![p]! })),
    );
    const wave = Math.ceil(all.length / 10);
    for (let tick = 0; tick < SECONDS * 10; tick += 1) {
      const tickStart = performance.now();
      const start = (tick % 10) * wave;
      for (const { phone, make } of all.slice(start, start + wave)) {
        const update = make();
        sent.set(update, performance.now());
        phone.socket.send(JSON.stringify({ type: 'update', update }));
      }
      await sleep(Math.max(0, 100 - (performance.now() - tickStart)));
    }
    await sleep(1_000);
    const cpu = (await cpuSeconds(server.pid)) - cpuBefore;
    const wall = (performance.now() - started) / 1000;
    console.log(
      `    ${sockets * SECONDS} changes in ${SECONDS} s (${sockets} a second): server CPU ` +
        `${((cpu / wall) * 100).toFixed(0)}% of one core; change → first other phone ${summary(ms)}; ` +
        `${sent.size} not heard`,
    );
    for (const phones of rooms) for (const phone of phones) phone.close();
  } finally {
    await server.stop();
    await database?.drop();
  }
}

/** BENCH_PARTS: which figures, e.g. `c` (all by default). */
const parts = process.env.BENCH_PARTS ?? 'abc';
if (parts.includes('a')) await oneInstance();
if (parts.includes('b')) await twoInstances();
if (parts.includes('c')) {
  await manyRooms('SQLite');
  await manyRooms('PostgreSQL');
}
