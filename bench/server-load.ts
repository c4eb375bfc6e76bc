/**
 * Server load (docs/development.md, "Benchmarks"): letters created per second with their p99 latency, and
 * shared-letter pages (`GET /final-letter?id=…`) read per second, for
 *   (a) one instance on SQLite + disk, and
 *   (b) two instances on PostgreSQL + S3 (s3rver) + Redis,
 * each next to a bare Fastify answering the same route shapes (one process per instance of
 * ours), measured in the same run with the same autocannon settings: the ratio ours/bare.
 * Aims: (a) reads ≥ 50 % of the bare ceiling; (b) more letters per second than (a).
 *
 * Each round uploads one strip per letter (a strip belongs to one letter), posts exactly that
 * many letters, then posts to the bare server, reads pages from ours and from the bare one;
 * the rounds alternate which goes first. Figures are medians over the rounds, with the lowest
 * and highest. Every answer is checked; the bench fails when any was not the expected one.
 *
 * The servers are the production build as `npm start` serves it, with the rate limits raised.
 * Everything runs on this machine: autocannon, the servers, PostgreSQL, s3rver and Redis share
 * its cores, so the figures say how the parts compare here, not what a deployment serves.
 *
 *   npm run build && npx tsx bench/server-load.ts
 *
 * BENCH_ROUNDS (3) and BENCH_SECONDS (3, each read and bare-letters run) change the length.
 * PostgreSQL at POSTBOOTH_TEST_POSTGRES_URL and Redis at TEST_REDIS_URL, as for the tests.
 */
import { createThrowawayDatabase } from '../src/server/testing/postgres.js';
import { deleteRedisKeys, randomRedisPrefix, TEST_REDIS_URL } from '../src/server/testing/redis.js';
import { startTestS3 } from '../src/server/testing/s3.js';
import { startBare } from './server-load/bare.js';
import { cell, machine, spread, table } from './server-load/figures.js';
import type { Measured } from './server-load/load.js';
import { postLetters, readPages } from './server-load/load.js';
import type { BenchServer } from './server-load/server.js';
import { startBenchServer } from './server-load/server.js';
import { uploadStrips } from './server-load/strips.js';

const ROUNDS = setting('BENCH_ROUNDS', 3);
const SECONDS = setting('BENCH_SECONDS', 3);
/** autocannon connections per instance (ours or bare). */
const CONNECTIONS = 10;
/** Strip uploads at once per instance. */
const UPLOAD_CONCURRENCY = 8;
/** Letters made before the rounds (they warm the servers up); the reads ask for them in turn. */
const SEED_LETTERS = 400;
/** Letters per round, enough for a few seconds of posting. */
const LETTERS_PER_ROUND = { a: 3000, b: 1500 };

const SERVER_ENV = {
  // One origin for both instances: a strip uploaded to one is named in a letter sent to the other.
  PUBLIC_URL: 'http://booth.bench.test',
  RATE_LIMIT_LETTERS: '100000',
  RATE_LIMIT_UPLOADS: '100000',
  UPLOADS_IN_FLIGHT: '64',
};

/** Our page for a letter carries its meta; the bare server's is the plain page. */
const isLetterPage = (html: string) => html.includes('property="og:image"');
const isPlainPage = (html: string) => html.includes('<div id="root">');

interface Round {
  letters: Measured;
  bareLetters: Measured;
  reads: Measured;
  bareReads: Measured;
}

interface Configuration {
  name: string;
  rounds: Round[];
}

const failures: string[] = [];

function check<T extends Measured>(label: string, measured: T): T {
  if (measured.failures.length > 0) failures.push(`${label}: ${measured.failures.join(', ')}`);
  if (measured.count === 0) failures.push(`${label}: no expected answer at all`);
  return measured;
}

async function measure(
  name: string,
  ours: string[],
  bare: string[],
  lettersPerRound: number,
): Promise<Configuration> {
  const connections = CONNECTIONS * ours.length;
  const seedStrips = await uploadStrips(ours, SEED_LETTERS, UPLOAD_CONCURRENCY);
  const seeded = check(
    `${name} seed letters`,
    await postLetters({
      urls: ours,
      stripUrls: seedStrips,
      connections,
      amount: seedStrips.length,
    }),
  );
  const ids = seeded.ids;
  // Warm-up of both servers' read paths and of the bare letters (JIT, pools); not counted.
  const warmUp = { connections, seconds: 1 };
  check(`${name} warm-up`, await readPages({ urls: ours, ids, ...warmUp, verify: isLetterPage }));
  check(`${name} warm-up`, await readPages({ urls: bare, ids, ...warmUp, verify: isPlainPage }));
  check(`${name} warm-up`, await postLetters({ urls: bare, stripUrls: seedStrips, ...warmUp }));

  const rounds: Round[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const label = `${name} round ${round}`;
    const uploadStart = performance.now();
    const strips = await uploadStrips(ours, lettersPerRound, UPLOAD_CONCURRENCY);
    const uploadSeconds = (performance.now() - uploadStart) / 1000;
    const oursLetters = async () =>
      check(
        `${label} letters`,
        await postLetters({ urls: ours, stripUrls: strips, connections, amount: strips.length }),
      );
    const bareLetters = async () =>
      check(
        `${label} bare letters`,
        await postLetters({ urls: bare, stripUrls: strips, connections, seconds: SECONDS }),
      );
    const oursReads = async () =>
      check(
        `${label} reads`,
        await readPages({ urls: ours, ids, connections, seconds: SECONDS, verify: isLetterPage }),
      );
    const bareReads = async () =>
      check(
        `${label} bare reads`,
        await readPages({ urls: bare, ids, connections, seconds: SECONDS, verify: isPlainPage }),
      );
    // Alternate which goes first, so neither always meets the machine in the same state.
    const oursFirst = round % 2 === 1;
    const [letters, bareLettersRun] = await inOrder(oursFirst, oursLetters, bareLetters);
    const [reads, bareReadsRun] = await inOrder(oursFirst, oursReads, bareReads);
    rounds.push({ letters, bareLetters: bareLettersRun, reads, bareReads: bareReadsRun });
    const rate = (measured: Measured) => `${measured.perSecond.toFixed(0)}/s`;
    console.log(
      `${label}: ${strips.length} strips uploaded at ${(strips.length / uploadSeconds).toFixed(0)}/s; ` +
        `letters ${rate(letters)} p99 ${letters.p99Ms} ms (bare ${rate(bareLettersRun)}); ` +
        `reads ${rate(reads)} p99 ${reads.p99Ms} ms (bare ${rate(bareReadsRun)})`,
    );
  }
  return { name, rounds };
}

/** Runs both, ours first or not; resolves [ours, bare]. */
async function inOrder<T>(
  oursFirst: boolean,
  ours: () => Promise<T>,
  bare: () => Promise<T>,
): Promise<[T, T]> {
  if (oursFirst) {
    const first = await ours();
    return [first, await bare()];
  }
  const first = await bare();
  return [await ours(), first];
}

async function sqliteOnDisk(): Promise<Configuration> {
  const server = await startBenchServer(SERVER_ENV);
  try {
    const bare = await startBare(1);
    try {
      return await measure('(a) 1 × SQLite + disk', [server.url], bare.urls, LETTERS_PER_ROUND.a);
    } finally {
      await bare.stop();
    }
  } finally {
    await stopServers([server]);
  }
}

async function postgresS3Redis(): Promise<Configuration> {
  const database = await createThrowawayDatabase();
  const s3 = await startTestS3();
  const redisPrefix = randomRedisPrefix();
  const servers: BenchServer[] = [];
  try {
    const env = {
      ...SERVER_ENV,
      ...s3.env,
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    // One after the other: the first creates the tables.
    servers.push(await startBenchServer(env));
    servers.push(await startBenchServer(env));
    const bare = await startBare(2);
    try {
      return await measure(
        '(b) 2 × PostgreSQL + S3 + Redis',
        servers.map((server) => server.url),
        bare.urls,
        LETTERS_PER_ROUND.b,
      );
    } finally {
      await bare.stop();
    }
  } finally {
    await stopServers(servers);
    await s3.stop();
    await database.drop();
    await deleteRedisKeys(TEST_REDIS_URL, redisPrefix);
  }
}

/** Stops the servers; an error they logged fails the bench. */
async function stopServers(servers: BenchServer[]): Promise<void> {
  const logged = (await Promise.all(servers.map((server) => server.stop()))).flat();
  for (const line of logged) failures.push(`server logged: ${line}`);
}

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

function report(configurations: Configuration[]): void {
  console.log(
    `\nServer load: median (lowest–highest) of ${ROUNDS} rounds, ${CONNECTIONS} connections per ` +
      `instance, ours and bare with the same settings; ratio = ours / bare, per round`,
  );
  const section = (
    title: string,
    ours: (round: Round) => Measured,
    bare: (round: Round) => Measured,
  ) => {
    const rows = configurations.map(({ name, rounds }) => {
      const of = (pick: (round: Round) => number, digits = 0) => cell(rounds.map(pick), digits);
      return [
        name,
        of((r) => ours(r).perSecond),
        of((r) => ours(r).p99Ms),
        of((r) => bare(r).perSecond),
        of((r) => bare(r).p99Ms),
        of((r) => ours(r).perSecond / bare(r).perSecond, 2),
      ];
    });
    const header = [
      'configuration',
      'per second',
      'p99 ms',
      'bare per second',
      'bare p99 ms',
      'ratio',
    ];
    console.log(`\n${title}\n${table(header, rows)}`);
  };
  section(
    'Letters created (POST /api/letters, one new strip each)',
    (r) => r.letters,
    (r) => r.bareLetters,
  );
  section(
    `Shared-letter pages read (GET /final-letter?id=…, ${SECONDS} s a run)`,
    (r) => r.reads,
    (r) => r.bareReads,
  );
  console.log(`\nMachine: ${machine()}`);

  const [a, b] = configurations;
  if (!a || !b) return;
  const readRatio = spread(a.rounds.map((r) => r.reads.perSecond / r.bareReads.perSecond)).median;
  const lettersA = spread(a.rounds.map((r) => r.letters.perSecond)).median;
  const lettersB = spread(b.rounds.map((r) => r.letters.perSecond)).median;
  console.log(
    `Aim: one instance reads ≥ 50 % of the bare ceiling: ${readRatio >= 0.5 ? 'met' : 'NOT met'} ` +
      `(${(readRatio * 100).toFixed(0)} %)`,
  );
  console.log(
    `Aim: two instances on PostgreSQL create more letters/s than one on SQLite: ` +
      `${lettersB > lettersA ? 'met' : 'NOT met'} (${lettersB.toFixed(0)} against ` +
      `${lettersA.toFixed(0)}, ratio ${(lettersB / lettersA).toFixed(2)})`,
  );
}

const started = performance.now();
console.log(`Machine: ${machine()}`);
const configurations = [await sqliteOnDisk(), await postgresS3Redis()];
report(configurations);
console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
if (failures.length > 0) {
  console.error(`\nFAILED: ${failures.length} problems\n${failures.join('\n')}`);
  process.exitCode = 1;
}
