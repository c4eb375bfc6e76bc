/**
 * Each strip has a display copy: a WebP 360 px wide made at upload, served beside the PNG
 * (`/strips/<name>.webp`) with the same headers, named in the letter answer with the PNG's size,
 * and removed with the strip. Served from the bucket:
 * test/server/wiring/app-on-services.test.ts.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/server/app.js';
import { createSqlStripRecords } from '../../../../src/server/stores/sql-strips.js';
import { stripKey, STRIPS_FOLDER } from '../../../../src/server/services/addresses.js';
import { createStripFiles } from '../../../../src/server/services/strips.js';
import {
  recreateAppDatabaseBefore,
  storedFileNames,
  withAppBlobs,
  withAppDatabase,
} from '../../app-storage.js';
import { createLetter, keepClaim, makePng, startTestApp, uploadStrip } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const CACHE_CONTROL = 'public, max-age=3600';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const status = async (url: string) => (await get(url)).statusCode;
const pathOf = (address: string) => new URL(address).pathname;
const nameOf = (address: string) => pathOf(address).replace('/strips/', '');
const webpOf = (address: string) => address.replace(/\.png$/, '.webp');
const readLetter = async (id: string) =>
  (await get(`/api/letters/${id}`)).json() as Record<string, unknown>;

describe('the display copy of a strip', () => {
  it('is a WebP 360 px wide of the same shape, served like the PNG', async () => {
    const strip = await uploadStrip(t.app, await makePng(1200, 5328, '#2a9d8f'));
    const png = await get(pathOf(strip));
    const response = await get(pathOf(webpOf(strip)), { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.headers.etag).not.toBe(png.headers.etag);
    // Compressed already: never compressed again.
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({
      format: 'webp',
      width: 360,
      height: Math.round((5328 * 360) / 1200),
    });
    expect(response.rawPayload.length).toBeLessThan(png.rawPayload.length);

    const again = await get(pathOf(webpOf(strip)), {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe(CACHE_CONTROL);
  });

  it('is never wider than the PNG', async () => {
    const strip = await uploadStrip(t.app, await makePng(300, 1332));
    const response = await get(pathOf(webpOf(strip)));
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 300, height: 1332 });
  });

  it('is named in the letter answer, with the size of the PNG, on the same origin', async () => {
    const strip = await uploadStrip(t.app, await makePng(600, 2664));
    const { id } = await createLetter(t.app, strip);
    expect(await readLetter(id)).toEqual({
      message: 'Hello!',
      image_url: strip,
      image_width: 600,
      image_height: 2664,
      display_url: webpOf(strip),
    });
    // The reader's origin, when no PUBLIC_URL is set: both addresses follow it.
    const elsewhere = await get(`/api/letters/${id}`, { host: 'booth.example:8080' });
    expect(elsewhere.json()).toMatchObject({
      image_url: `http://booth.example:8080${pathOf(strip)}`,
      display_url: `http://booth.example:8080${pathOf(webpOf(strip))}`,
    });
  });

  it('goes with its letter', async () => {
    const { id, deleteToken, imageUrl } = await createLetter(t.app);
    expect(await status(pathOf(webpOf(imageUrl)))).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/letters/${id}`,
      headers: { authorization: `Bearer ${deleteToken}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await status(pathOf(imageUrl))).toBe(404);
    expect(await status(pathOf(webpOf(imageUrl)))).toBe(404);
    expect(await storedFileNames(t.config, STRIPS_FOLDER)).toEqual([]);
  });

  it('goes with an unused strip when the sweep removes it', async () => {
    const unused = await uploadStrip(t.app);
    const kept = await createLetter(t.app);
    await t.app.close();
    await withAppDatabase(t.config, (db) =>
      db
        .updateTable('strips')
        .set({ uploaded_at: Date.now() - 25 * 60 * 60 * 1000 })
        .execute(),
    );
    t.app = await buildApp(t.config);
    expect(await status(pathOf(unused))).toBe(404);
    expect(await status(pathOf(webpOf(unused)))).toBe(404);
    expect(await storedFileNames(t.config, STRIPS_FOLDER)).toEqual(
      [nameOf(kept.imageUrl), nameOf(webpOf(kept.imageUrl))].sort(),
    );
  });

  it('is removed at start when no record names its strip, and kept when one does', async () => {
    const { imageUrl } = await createLetter(t.app);
    await t.app.close();
    const orphan = 'photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.webp';
    await withAppBlobs(t.config, [STRIPS_FOLDER], async (blobs) => {
      expect(
        await blobs.put(
          stripKey(orphan),
          await sharp(await makePng())
            .webp()
            .toBuffer(),
        ),
      ).toBe(true);
    });
    // Every file is "old" with STRIP_UNUSED_HOURS at 0: only the record keeps one.
    await sleep(20);
    t.app = await buildApp({ ...t.config, stripUnusedHours: 0 });
    expect(await storedFileNames(t.config, STRIPS_FOLDER)).toEqual(
      [nameOf(imageUrl), nameOf(webpOf(imageUrl))].sort(),
    );
    expect(await status(`/strips/${orphan}`)).toBe(404);
  });

  it('may fail to be made: the strip is stored as its PNG only, and read without it', async () => {
    await t.app.close();
    const png = await makePng(600, 2664);
    const failure = new Error('the WebP encoder is out of order');
    // The app's own stores, with an encoder that fails.
    const saved = await withAppDatabase(t.config, (db) =>
      withAppBlobs(t.config, [STRIPS_FOLDER], (blobs) =>
        createStripFiles(blobs, createSqlStripRecords(db), () => Promise.reject(failure)).save({
          png,
          width: 600,
          height: 2664,
        }),
      ),
    );
    expect(saved.displayError).toBe(failure);
    expect(await storedFileNames(t.config, STRIPS_FOLDER)).toEqual([saved.name]);

    t.app = await buildApp(t.config);
    const strip = keepClaim({
      publicUrl: `http://localhost/strips/${saved.name}`,
      claimToken: saved.claimToken,
    }).publicUrl;
    expect(await status(pathOf(strip))).toBe(200);
    expect(await status(pathOf(webpOf(strip)))).toBe(404);
    const { id } = await createLetter(t.app, strip);
    expect(await readLetter(id)).toEqual({
      message: 'Hello!',
      image_url: strip,
      image_width: 600,
      image_height: 2664,
    });
  });

  it('is not known for a strip from before sizes were recorded', async () => {
    const strip = await uploadStrip(t.app);
    await t.app.close();
    // The database as the release before migration 005 left it: the strip owned by a letter.
    const id = 'L'.repeat(22);
    await recreateAppDatabaseBefore<{
      letters: {
        id: string;
        message: string;
        image_url: string;
        created_at: number;
        delete_token_hash: string | null;
      };
      strips: { name: string; uploaded_at: number; letter_id: string | null; removing: number };
    }>(t.config, '005-strip-images', async (old) => {
      await old
        .insertInto('letters')
        .values({
          id,
          message: 'old',
          image_url: pathOf(strip),
          created_at: Date.now(),
          delete_token_hash: null,
        })
        .execute();
      await old
        .insertInto('strips')
        .values({ name: nameOf(strip), uploaded_at: Date.now(), letter_id: id, removing: 0 })
        .execute();
    });

    t.app = await buildApp(t.config);
    expect(await readLetter(id)).toEqual({ message: 'old', image_url: strip });
  });
});
