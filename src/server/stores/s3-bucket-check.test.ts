/**
 * A bucket that cannot be used stops the start with one line naming the variable to fix:
 * checked against the test S3 server, a closed port and a server that never answers.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../backend-errors.js';
import { runMain } from '../../../test/server/main-process.js';
import { startTestS3 } from '../../../test/server/s3.js';
import type { TestS3 } from '../../../test/server/s3.js';
import { checkBucket } from './s3-bucket-check.js';
import { createS3Client } from './s3-client.js';
import type { S3Settings } from './s3-client.js';

let s3: TestS3;
// Starting the S3 server takes seconds on a busy machine.
beforeAll(async () => {
  s3 = await startTestS3();
}, 60_000);
afterAll(() => s3.stop());

/** The one-line message a check with these settings fails with (or null when it passes). */
async function problem(change: Partial<S3Settings>, timeoutMs?: number): Promise<string | null> {
  const settings = { ...s3.settings, ...change };
  const client = createS3Client(settings);
  try {
    await checkBucket(client, settings, timeoutMs);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  } finally {
    client.destroy();
  }
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('bucket check at start', () => {
  it('passes for a bucket that is there', async () => {
    expect(await problem({})).toBeNull();
  });

  it('names S3_BUCKET when the bucket does not exist', async () => {
    expect(await problem({ bucket: 'no-such-bucket' })).toBe(
      `S3_BUCKET: the bucket "no-such-bucket" does not exist at ${s3.settings.endpoint}`,
    );
  });

  it('names the keys when the service refuses them, and never shows the secret', async () => {
    const message = await problem({
      credentials: { accessKeyId: 'WRONG', secretAccessKey: 'very-secret-value' },
    });
    expect(message).toMatch(/^S3_BUCKET: .* refuses these credentials .*S3_ACCESS_KEY_ID/);
    expect(message).not.toContain('very-secret-value');
  });

  it('names the keys when there are none to be found', async () => {
    // The SDK's own sources, made empty: no AWS_* keys, no profile files, no instance role.
    const emptied: Record<string, string | undefined> = {
      AWS_ACCESS_KEY_ID: undefined,
      AWS_SECRET_ACCESS_KEY: undefined,
      AWS_PROFILE: undefined,
      AWS_SHARED_CREDENTIALS_FILE: '/nonexistent/credentials',
      AWS_CONFIG_FILE: '/nonexistent/config',
      AWS_EC2_METADATA_DISABLED: 'true',
    };
    const saved = Object.keys(emptied).map((name) => [name, process.env[name]] as const);
    const setEnv = (name: string, value: string | undefined): void => {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    };
    for (const [name, value] of Object.entries(emptied)) setEnv(name, value);
    try {
      expect(await problem({ credentials: undefined })).toMatch(
        /^S3_ACCESS_KEY_ID: no credentials found/,
      );
    } finally {
      for (const [name, value] of saved) setEnv(name, value);
    }
  });

  it('names S3_ENDPOINT when nothing listens there', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    expect(await problem({ endpoint })).toBe(
      `S3_ENDPOINT: cannot reach ${endpoint} (ECONNREFUSED)`,
    );
  });

  it('gives up on a service that never answers', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    // The service never answers: a check that waited for it would run out the test's timeout.
    try {
      expect(await problem({ endpoint }, 300)).toBe(
        `S3_ENDPOINT: no answer from ${endpoint} within 300 ms`,
      );
    } finally {
      silent.close();
    }
  });

  it('names S3_REGION when the service says the bucket lives in another region', async () => {
    // What AWS answers a HeadBucket sent to the wrong region.
    const aws = http.createServer((_request, response) => {
      response.writeHead(301, { 'x-amz-bucket-region': 'eu-west-3' }).end();
    });
    await new Promise<void>((resolve) => aws.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(aws.address() as AddressInfo).port}`;
    try {
      expect(await problem({ endpoint })).toBe(
        `S3_REGION: the bucket "${s3.settings.bucket}" is in eu-west-3, not us-east-1`,
      );
    } finally {
      aws.close();
    }
  });

  it('stops the server process with that one line on standard error, and no stack', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'postbooth-start-'));
    const env = {
      ...s3.env,
      S3_BUCKET: 'no-such-bucket',
      DATA_DIR: dataDir,
      // The SDK's own notice that its 2027 releases need Node 22 is not part of our answer.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    try {
      const outcome = await runMain(env);
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toBe(
        `S3_BUCKET: the bucket "no-such-bucket" does not exist at ${s3.settings.endpoint}\n`,
      );
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
