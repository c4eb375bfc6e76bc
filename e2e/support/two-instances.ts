/**
 * Two instances of the built server as one service, on the same PostgreSQL, bucket (s3rver)
 * and Redis, each backend reached through a TCP link a test can cut (tcp-link.ts), so a
 * backend "stops" for these instances only. The test files of the pair share this set-up.
 */
import { afterAll, beforeAll } from 'vitest';
import { createThrowawayDatabase, postgresForTests } from '../../test/server/postgres.js';
import type { ThrowawayDatabase } from '../../test/server/postgres.js';
import { deleteRedisKeys, findTestRedis, randomRedisPrefix } from '../../test/server/redis.js';
import { startTestS3 } from '../../test/server/s3.js';
import type { TestS3 } from '../../test/server/s3.js';
import { startServer } from './server.js';
import type { RunningServer } from './server.js';
import { openTcpLink } from './tcp-link.js';
import type { TcpLink } from './tcp-link.js';

export type Backend = 'database' | 'bucket' | 'redis';

/** Filled in by the suite's beforeAll: read them inside tests and hooks, not before. */
export interface TwoInstances {
  a: RunningServer;
  b: RunningServer;
  s3: TestS3;
  /** The same object from the start: its links are added by the beforeAll. */
  links: Record<Backend, TcpLink>;
}

/**
 * The Redis URL when PostgreSQL and Redis are both there, else undefined (the suite skips,
 * or, with CI=true, the run fails with a message saying what is missing).
 */
export async function twoInstancesRedis(suite: string): Promise<string | undefined> {
  return (await postgresForTests(suite)) ? findTestRedis(suite) : undefined;
}

/**
 * Starts the pair in a beforeAll (with `env` added) and stops it, with its backends and their
 * data, in an afterAll. Call it inside the suite's `describe`, before hooks that need it.
 */
export function useTwoInstances(redisUrl: string, env: Record<string, string> = {}): TwoInstances {
  const links = {} as Record<Backend, TcpLink>;
  const instances = { links } as TwoInstances;
  const prefix = randomRedisPrefix();
  let database: ThrowawayDatabase | undefined;

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    instances.s3 = await startTestS3();
    const pg = new URL(database.url);
    const bucket = new URL(instances.s3.env.S3_ENDPOINT!);
    const redis = new URL(redisUrl);
    links.database = await openTcpLink(pg.hostname, Number(pg.port || 5432));
    links.bucket = await openTcpLink(bucket.hostname, Number(bucket.port));
    links.redis = await openTcpLink(redis.hostname, Number(redis.port || 6379));
    pg.host = `${links.database.host}:${links.database.port}`;
    const serverEnv = {
      DATABASE_URL: pg.href,
      ...instances.s3.env,
      S3_ENDPOINT: `http://${links.bucket.host}:${links.bucket.port}`,
      REDIS_URL: `redis://${links.redis.host}:${links.redis.port}`,
      REDIS_PREFIX: prefix,
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      ...env,
    };
    // One after the other: the second finds the migrations done (both take the lock).
    instances.a = await startServer(serverEnv);
    instances.b = await startServer(serverEnv);
  }, 60_000);

  afterAll(async () => {
    await instances.a?.stop();
    await instances.b?.stop();
    for (const link of Object.values(links)) await link.close();
    await instances.s3?.stop();
    await database?.drop();
    await deleteRedisKeys(redisUrl, prefix);
  });

  return instances;
}
