/**
 * The app wired to PostgreSQL, an S3 bucket and Redis at once (startTestApp in the
 * `server-on-services` project, test/server/services.ts), walked as a visitor walks it: the
 * stores' own behaviour on each backend is in test/server/contracts, and every route's rules run
 * on the embedded backends in test/server/app; this proves the app takes the services it is
 * given and reaches each of them through its routes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedFileNames, withAppDatabase } from '../app-storage.js';
import { createEvent } from '../live-events.js';
import { redisKeys } from '../redis.js';
import { createLetter, startTestApp, uploadStrip } from '../test-app.js';
import type { TestApp } from '../test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const nameOf = (address: string) => address.slice(address.lastIndexOf('/') + 1);

describe('the app on PostgreSQL, S3 and Redis', () => {
  it('is configured with the three services, and ready on them', async () => {
    expect(t.config.database.kind).toBe('postgres');
    expect(t.config.s3).toBeDefined();
    expect(t.config.redis).toBeDefined();
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it("keeps a letter's row in the database and its strip in the bucket, and deletes both", async () => {
    const { id, deleteToken, imageUrl } = await createLetter(t.app, undefined, 'On services');
    const strip = nameOf(imageUrl);
    expect(await storedFileNames(t.config, 'strips')).toContain(strip);
    const rows = await withAppDatabase(t.config, (db) =>
      db.selectFrom('letters').select(['id', 'message']).execute(),
    );
    expect(rows).toEqual([{ id, message: 'On services' }]);

    expect((await get(`/api/letters/${id}`)).json()).toMatchObject({ message: 'On services' });
    const png = await get(`/strips/${strip}`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const webp = await get(`/strips/${strip.replace(/\.png$/, '.webp')}`);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    const card = await get(`/cards/${id}.png`);
    expect(card.statusCode).toBe(200);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/letters/${id}`,
      headers: { authorization: `Bearer ${deleteToken}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/api/letters/${id}`)).statusCode).toBe(410);
    expect(await storedFileNames(t.config, 'strips')).not.toContain(strip);
  });

  it('counts its rate limits under its Redis prefix and its page views in the database', async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/events', payload: { path: '/' } });
    expect(sent.statusCode).toBe(204);
    const redis = t.config.redis!;
    expect(await redisKeys(redis.url, redis.prefix)).toContain(
      `${redis.prefix}rate-limit:POST/api/events-127.0.0.1`,
    );
    const views = await withAppDatabase(t.config, (db) =>
      db.selectFrom('page_views').selectAll().execute(),
    );
    expect(views).toHaveLength(1);
  });

  it("counts an address's wrong event codes under the prefix, named after the address", async () => {
    const { code } = await createEvent(t.app);
    const wrong = code.split('').reverse().join('');
    await t.app.inject({
      method: 'GET',
      url: `/api/live-events/${wrong}`,
      remoteAddress: '198.51.100.4',
    });
    const redis = t.config.redis!;
    const keys = await redisKeys(redis.url, redis.prefix);
    expect(keys).toContain(`${redis.prefix}event-code-misses:198.51.100.4`);
    expect(keys.join(' ')).not.toContain('undefined');
  });

  it('takes uploads below DISK_FREE_MIN_MB: a bucket has no floor (on disk: upload-storage)', async () => {
    const onFullDisk = await startTestApp({ DISK_FREE_MIN_MB: '100000000' });
    try {
      expect((await uploadStrip(onFullDisk.app)).length).toBeGreaterThan(0);
    } finally {
      await onFullDisk.close();
    }
  });
});
