/**
 * Redis for tests. A suite that needs it calls `findTestRedis(suite)` at the top of its file
 * and skips when that answers undefined. Redis is optional on a developer's machine: without
 * it, one line says which suite did not run and how to run it. With CI=true a missing Redis
 * fails the run instead, so CI never passes by skipping.
 *
 * Each test counts under a prefix of its own (`randomRedisPrefix`) and removes its keys after
 * (`deleteRedisKeys`), so runs and test files never see each other's counters.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const HOW_TO_START =
  "start one with `redis-server --port 6379 --save '' --appendonly no`, " +
  'or point TEST_REDIS_URL at one';

/** The Redis URL to test against, or undefined (after saying so) when none answers. */
export async function findTestRedis(suite: string): Promise<string | undefined> {
  const problem = await redisProblem();
  if (!problem) return TEST_REDIS_URL;
  return serviceMissing(suite, problem, HOW_TO_START);
}

/** Why the test Redis does not answer (`no Redis at <url> (<reason>)`), or undefined. */
export async function redisProblem(): Promise<string | undefined> {
  const problem = await pingProblem(TEST_REDIS_URL);
  return problem && `no Redis at ${TEST_REDIS_URL} (${problem})`;
}

/**
 * Reports a service a suite needs and does not have: a failure with CI=true, else a skip
 * announced on one line. Answers undefined, for the suite to skip.
 */
export function serviceMissing(suite: string, what: string, howToRun: string): undefined {
  if (process.env.CI === 'true') {
    throw new Error(`${suite}: ${what}. CI needs it: ${howToRun}.`);
  }
  console.warn(`Skipped "${suite}": ${what}. To run it, ${howToRun}.`);
  return undefined;
}

/** `postbooth-test:<random>:`, so that a test's keys are its own. */
export function randomRedisPrefix(): string {
  return `postbooth-test:${randomBytes(6).toString('hex')}:`;
}

/** The keys under a prefix, sorted. */
export async function redisKeys(url: string, prefix: string): Promise<string[]> {
  return withRedisClient(url, async (client) => (await scanKeys(client, prefix)).sort());
}

/** Deletes every key under a prefix; answers how many there were. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  // An empty prefix would match every key of a Redis that may not be ours alone.
  if (!prefix) throw new Error('deleteRedisKeys needs a prefix');
  return withRedisClient(url, async (client) => {
    const keys = await scanKeys(client, prefix);
    if (keys.length > 0) await client.del(...keys);
    return keys.length;
  });
}

/** SCAN, not KEYS: the test Redis may be shared, and SCAN does not block it. */
async function scanKeys(client: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await client.scan(
      cursor,
      'MATCH',
      `${escapeGlob(prefix)}*`,
      'COUNT',
      500,
    );
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return [...new Set(keys)];
}

/** The prefix matched literally, even when it holds *, ?, [ or \. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

async function pingProblem(url: string): Promise<string | undefined> {
  try {
    await withRedisClient(url, (client) => client.ping());
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A short-lived client for a test to look at what the app stored. */
export async function withRedisClient<T>(
  url: string,
  use: (client: Redis) => Promise<T>,
): Promise<T> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    commandTimeout: 2_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  let lastError: Error | undefined;
  client.on('error', (error: Error) => {
    lastError = error;
  });
  try {
    await client.connect().catch((error: unknown) => {
      throw lastError ?? error;
    });
    return await use(client);
  } finally {
    client.disconnect();
  }
}
