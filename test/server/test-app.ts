/**
 * A real app for inject tests, in a fresh temp folder: on a SQLite file, the disk store and
 * rate limits in memory; or, in the `server-on-services` project (POSTBOOTH_TEST_BACKENDS=
 * services: the wiring walks of test/server/wiring), on a PostgreSQL database, an S3 bucket and a Redis prefix of its own (services.ts).
 * `env` is read like the server's environment and wins over both: with DATABASE_URL the app
 * uses that PostgreSQL database (see postgres.ts for a throwaway one), with S3_* that bucket.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import type { BuildOptions } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import type { AppConfig } from '../../src/server/config.js';
import { onServices, openServiceBackends } from './services.js';
import type { ServiceBackends } from './services.js';

export const TEST_INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Postbooth</title></head><body><div id="root"></div></body></html>';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppBackends {
  /**
   * SQLite, disk and memory even in the run on the services: for a test of one service of its
   * own (a redis-server it kills) that looks at the embedded ones beside it (the disk gone).
   */
  embedded?: boolean;
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
  backends: TestAppBackends = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'postbooth-test-'));
  let services: ServiceBackends | undefined;
  async function cleanUp(): Promise<void> {
    await services?.release();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  try {
    if (onServices() && !backends.embedded) services = await openServiceBackends();
    const webDir = path.join(dataDir, 'web');
    await fs.mkdir(webDir);
    await fs.writeFile(path.join(webDir, 'index.html'), TEST_INDEX_HTML);
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...services?.env, ...env }),
      webDir,
      // None: the pages are then index.html (pages.test.ts builds a render folder of its own).
      renderDir: path.join(dataDir, 'render'),
    };
    const app = await buildApp(config, options);
    await app.ready();
    const testApp: TestApp = {
      app,
      config,
      dataDir,
      async close() {
        // The app the test holds now: some tests restart it with buildApp(t.config).
        await testApp.app.close();
        await cleanUp();
      },
    };
    return testApp;
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** A real PNG of the given size, made with sharp. */
export function makePng(width = 40, height = 100, colour = '#e63946'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

/**
 * The claim tokens the uploads answered, by file name: the tests act as the browser that made
 * each upload, and a letter or an entry naming it must carry its token (strip_claim, video_claim).
 */
const uploadClaims = new Map<string, string>();
const fileName = (address: string) => address.slice(address.lastIndexOf('/') + 1);

/** Keeps the claim token of an upload's answer (`{ publicUrl, claimToken }`); answers it. */
export function keepClaim<T extends { publicUrl: string; claimToken: string }>(answer: T): T {
  uploadClaims.set(fileName(answer.publicUrl), answer.claimToken);
  return answer;
}

/** The claim token of the upload at this address (absolute, or a path), as its uploader kept it. */
export function claimOf(address: string): string | undefined {
  return uploadClaims.get(fileName(address));
}

/**
 * A letter's or an entry's body as the uploader of the strip (and video) it names sends it:
 * with the claim tokens kept for `image_url` and `video_url`, unless the body has its own.
 */
export function withClaims<T extends object>(body: T): T {
  const fields = body as { image_url?: unknown; video_url?: unknown };
  const claim = (address: unknown) => (typeof address === 'string' ? claimOf(address) : undefined);
  const strip = claim(fields.image_url);
  const video = claim(fields.video_url);
  return {
    ...(strip === undefined ? {} : { strip_claim: strip }),
    ...(video === undefined ? {} : { video_claim: video }),
    ...body,
  };
}

/** Uploads a strip and returns its public address (its claim token is kept: claimOf). */
export async function uploadStrip(app: FastifyInstance, png?: Buffer): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/strips',
    headers: { 'content-type': 'image/png' },
    payload: png ?? (await makePng()),
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return keepClaim(response.json<{ publicUrl: string; claimToken: string }>()).publicUrl;
}

export interface CreatedLetter {
  id: string;
  deleteToken: string;
  imageUrl: string;
}

/** Shares a letter with the given strip (a new one when none is given), as its uploader. */
export async function createLetter(
  app: FastifyInstance,
  imageUrl?: string,
  message = 'Hello!',
): Promise<CreatedLetter> {
  const image = imageUrl ?? (await uploadStrip(app));
  const response = await app.inject({
    method: 'POST',
    url: '/api/letters',
    payload: withClaims({ message, image_url: image }),
  });
  if (response.statusCode !== 201) throw new Error(`letter failed: ${response.body}`);
  const { id, deleteToken } = response.json() as { id: string; deleteToken: string };
  return { id, deleteToken, imageUrl: image };
}
