/**
 * The whole app on a bucket: a strip uploaded, served with ETag and 304, shared in a letter and
 * deleted with it, stickers made by the AI provider; and nothing of them on the instance's disk.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../s3.js';
import type { TestS3 } from '../s3.js';
import { createLetter, startTestApp, uploadStrip } from '../test-app.js';
import type { TestApp } from '../test-app.js';
import { sqliteFile } from '../../../src/server/stores/sqlite-database.js';

/** Everything under a folder (files and folders), as paths relative to it. */
async function entriesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries.map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

describe('the app with S3_BUCKET', () => {
  let s3: TestS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startTestS3();
    t = await startTestApp(s3.env);
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it('keeps a strip in the bucket, serves it with 304s, and deletes it with its letter', async () => {
    const address = new URL(await uploadStrip(t.app));
    const name = address.pathname.slice('/strips/'.length);
    expect(await s3.keys()).toContain(`strips/${name}`);

    const served = await t.app.inject({ method: 'GET', url: address.pathname });
    expect(served.statusCode).toBe(200);
    const etag = String(served.headers.etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: address.pathname,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);

    const letter = await createLetter(t.app, address.href);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/letters/${letter.id}`,
      headers: { authorization: `Bearer ${letter.deleteToken}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await s3.keys()).not.toContain(`strips/${name}`);
    expect((await t.app.inject({ method: 'GET', url: address.pathname })).statusCode).toBe(404);
  });

  it('keeps AI stickers in the bucket', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/decorations',
      payload: { theme: 'birthday' },
    });
    const { stickers } = response.json() as { stickers: string[] };
    const keys = await s3.keys();
    for (const sticker of stickers) {
      expect(keys).toContain(new URL(sticker).pathname.slice(1));
    }
  });

  it('writes no strip or sticker to DATA_DIR', async () => {
    await uploadStrip(t.app);
    // The SQLite database lives there unless DATABASE_URL says otherwise (and the test app's
    // web folder); nothing else may.
    const database = path.basename(sqliteFile(t.dataDir));
    const others = (await entriesUnder(t.dataDir)).filter(
      (entry) => !entry.startsWith(database) && entry !== 'web' && !entry.startsWith('web/'),
    );
    expect(others).toEqual([]);
  });
});

describe('readiness with S3_BUCKET', () => {
  it('answers 503 naming the bucket once it cannot be reached; liveness stays 200', async () => {
    const s3 = await startTestS3();
    const t = await startTestApp(s3.env);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await s3.stop();
      const down = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        status: 'unavailable',
        failing: ['bucket'],
        code: 'unavailable',
      });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
      await s3.stop();
    }
  });
});
