/**
 * A real S3-compatible server for tests: s3rver in a child process (see s3-server.ts) on a
 * free loopback port, with a bucket of a random name in a fresh temp folder. `env` points the
 * app at it; `stop` ends the server and removes every object with the folder.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../../src/server/config.js';
import { createS3Client } from '../../src/server/stores/s3-client.js';
import type { S3Settings } from '../../src/server/stores/s3-client.js';
import type { ParentMessage, ServerMessage } from './s3-server.js';

// The SDK warns once per process that its releases from 2027 need Node 22; the servers of
// these tests would print it in every run. It stays on in production (main.ts).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';
const START_TIMEOUT_MS = 15_000;

export interface TestS3 {
  /** The variables that point the app at the bucket. */
  env: Record<string, string>;
  /** The same, as the configuration reads them. */
  settings: S3Settings;
  /** A client of our own, to look into the bucket without going through the app. */
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Deletes every object, for the next test. */
  empty(): Promise<void>;
  /** The next `count` conditional writes answer 409 ConditionalRequestConflict. */
  conflictNextWrites(count: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'postbooth-s3-'));
  const bucket = `postbooth-test-${randomBytes(6).toString('hex')}`;
  const child = fork(fileURLToPath(new URL('./s3-server.ts', import.meta.url)), [folder, bucket], {
    execArgv: ['--openssl-legacy-provider', '--import', tsxLoader()],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let port: number;
  try {
    ({ port } = await nextMessage(child, 'port'));
  } catch (error) {
    child.kill();
    await fs.rm(folder, { recursive: true, force: true });
    throw error;
  }
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
  };
  const settings = loadConfig(env).s3;
  if (!settings) throw new Error('the test S3 variables did not configure S3');
  const client = createS3Client(settings);

  return {
    env,
    settings,
    client,
    keys: () => bucketKeys(client, bucket),
    empty: () => emptyBucket(client, bucket),
    async conflictNextWrites(count) {
      const armed = nextMessage(child, 'conflictsArmed');
      child.send({ conflicts: count } satisfies ParentMessage);
      await armed;
    },
    async stop() {
      client.destroy();
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.disconnect();
        await exited;
      }
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}

/** Every key in a bucket (under `prefix`), sorted. */
export async function bucketKeys(
  client: S3Client,
  bucket: string,
  prefix?: string,
): Promise<string[]> {
  const found: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    found.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    token = page.NextContinuationToken;
  } while (token);
  return found.sort();
}

/** Deletes every object in a bucket. */
export async function emptyBucket(client: S3Client, bucket: string): Promise<void> {
  for (const key of await bucketKeys(client, bucket)) {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  }
}

/** The loader that lets Node run the server's TypeScript, wherever the tests run from. */
function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}

/** The child's next message holding `field`; fails when it exits or stays silent too long. */
function nextMessage<Field extends 'port' | 'conflictsArmed'>(
  child: ChildProcess,
  field: Field,
): Promise<Extract<ServerMessage, Record<Field, number>>> {
  type Wanted = Extract<ServerMessage, Record<Field, number>>;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('no answer')), START_TIMEOUT_MS);
    const onMessage = (message: ServerMessage): void => {
      if (field in message) finish(null, message as Wanted);
    };
    const onExit = (code: number | null): void => finish(new Error(`exited with ${code}`));
    function finish(error: Error | null, message?: Wanted): void {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (message) resolve(message);
      else reject(new Error(`The test S3 server failed: ${error?.message}`));
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}
