/**
 * The run on the services: with POSTBOOTH_TEST_BACKENDS=services (set by the
 * `server-on-services` project in vitest.config.ts) the contract suites take the services'
 * backends (backends.ts), and every app `startTestApp` builds (the wiring walks) keeps
 * its letters in PostgreSQL, its strips and stickers in an S3 bucket and its rate limits in
 * Redis, instead of SQLite, DATA_DIR and memory.
 *
 * - PostgreSQL: one throwaway database per test file (created and migrated at the file's first
 *   app, about 0.4 s; dropped after the file by services-setup.ts), its tables emptied when an
 *   app starts while no other app of the file is open.
 * - S3: a bucket of the app's own on the S3 server the project's global setup started
 *   (services-global-setup.ts); emptied and removed when the app closes.
 * - Redis: a prefix of the app's own (`postbooth-test:<random>:`), its keys deleted on close.
 */
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import type { ProvidedContext } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { createS3Client } from '../../src/server/stores/s3-client.js';
import { dropTestPostgres, sharedTestPostgresUrl } from './databases.js';
import { deleteRedisKeys, randomRedisPrefix, TEST_REDIS_URL } from './redis.js';
import { emptyBucket } from './s3.js';

export const BACKENDS_VARIABLE = 'POSTBOOTH_TEST_BACKENDS';

declare module 'vitest' {
  export interface ProvidedContext {
    /** From the services project's global setup: its S3 server, or why the suite is skipped. */
    testServices: { s3Env: Record<string, string> } | { missing: string };
  }
}

/** Whether startTestApp runs apps on PostgreSQL, S3 and Redis (else SQLite, disk, memory). */
export function onServices(env: Record<string, string | undefined> = process.env): boolean {
  return env[BACKENDS_VARIABLE] === 'services';
}

export interface ServiceBackends {
  /** The variables that point an app at its database, bucket and Redis prefix. */
  env: Record<string, string>;
  /** Removes the app's bucket and Redis keys; the database is emptied for the next app. */
  release(): Promise<void>;
}

let openApps = 0;
let s3: { client: S3Client; env: Record<string, string> } | undefined;

/** The services for one more app of this test file. */
export async function openServiceBackends(): Promise<ServiceBackends> {
  const provided = inject('testServices') as ProvidedContext['testServices'] | undefined;
  if (!provided || 'missing' in provided) {
    // Without the services, the project's runner loads no test file: only another project
    // with this variable set comes here.
    throw new Error(
      `${BACKENDS_VARIABLE}=services is the server-on-services project's: ` +
        'npx vitest run --project server-on-services',
    );
  }
  s3 ??= { client: createS3Client(s3Settings(provided.s3Env)), env: provided.s3Env };
  const { client, env: s3Env } = s3;
  const empty = openApps === 0;
  openApps += 1;
  const bucket = `postbooth-app-${randomBytes(6).toString('hex')}`;
  const prefix = randomRedisPrefix();
  let bucketMade = false;
  async function release(): Promise<void> {
    openApps -= 1;
    await deleteRedisKeys(TEST_REDIS_URL, prefix);
    if (bucketMade) {
      await emptyBucket(client, bucket);
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
    }
  }
  try {
    const databaseUrl = await sharedTestPostgresUrl({ empty });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    bucketMade = true;
    return {
      env: {
        DATABASE_URL: databaseUrl,
        ...s3Env,
        S3_BUCKET: bucket,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: prefix,
      },
      release: once(release),
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** After the file: drops its database and closes the S3 client. */
export async function closeServiceBackends(): Promise<void> {
  s3?.client.destroy();
  s3 = undefined;
  await dropTestPostgres();
}

function s3Settings(env: Record<string, string>) {
  const settings = loadConfig(env).s3;
  if (!settings) throw new Error('the test S3 variables did not configure S3');
  return settings;
}

function once(run: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= run());
}
