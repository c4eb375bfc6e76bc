/**
 * The app's start against a REDIS_URL, for the Redis connection's tests (with and without a
 * redis-server: test/server/app/ and test/server/adapters/redis-connection.test.ts): a data
 * folder of the file's own, a config naming the URL, and the ConfigError a failed start stops
 * with. The time it took is returned to be printed, never bounded.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { ConfigError } from '../../src/server/backend-errors.js';
import { loadConfig, type AppConfig } from '../../src/server/config.js';

export interface RedisStart {
  /** The file's data folder (set in its beforeAll). */
  dataDir(): string;
  configWith(redisUrl: string): AppConfig;
  startFailure(redisUrl: string): Promise<{ message: string; ms: number }>;
}

/** Call at a test file's top level: the data folder is made before its tests and removed after. */
export function redisStart(): RedisStart {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'postbooth-redis-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  const configWith = (redisUrl: string) =>
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', REDIS_URL: redisUrl });

  async function startFailure(redisUrl: string): Promise<{ message: string; ms: number }> {
    const started = performance.now();
    const error: unknown = await buildApp(configWith(redisUrl)).then(
      () => new Error('the app started'),
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ConfigError);
    return { message: (error as ConfigError).message, ms: performance.now() - started };
  }

  return { dataDir: () => dataDir, configWith, startFailure };
}
