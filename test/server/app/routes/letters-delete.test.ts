import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/server/app.js';
import { hashDeleteToken } from '../../../../src/server/services/delete-tokens.js';
import { recreateAppDatabaseBefore, withAppDatabase } from '../../app-storage.js';
import { createLetter, startTestApp, uploadStrip } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const deleteLetter = (id: string, authorization?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/letters/${id}`,
    headers: authorization === undefined ? {} : { authorization },
  });
const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
const stripPath = (imageUrl: string) => new URL(imageUrl).pathname;

/** Every row of the letters table, read straight from the app's database. */
const letterRows = () =>
  withAppDatabase(t.config, (db) => db.selectFrom('letters').selectAll().execute());

describe('delete tokens', () => {
  it('answers a 43-character token and keeps only its SHA-256', async () => {
    const { id, deleteToken } = await createLetter(t.app);
    expect(deleteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(deleteToken, 'base64url')).toHaveLength(32);

    const rows = await letterRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, delete_token_hash: hashDeleteToken(deleteToken) });
    expect(rows[0]!.delete_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(deleteToken);
  });

  it('gives every letter its own token, and never answers it when reading', async () => {
    const a = await createLetter(t.app);
    const b = await createLetter(t.app);
    expect(a.deleteToken).not.toBe(b.deleteToken);
    const read = await t.app.inject({ method: 'GET', url: `/api/letters/${a.id}` });
    expect(Object.keys(read.json() as object).sort()).toEqual([
      'display_url',
      'image_height',
      'image_url',
      'image_width',
      'message',
    ]);
  });
});

describe('DELETE /api/letters/<id>', () => {
  it('removes the letter and its strip with the right token', async () => {
    const { id, deleteToken, imageUrl } = await createLetter(t.app);
    const response = await deleteLetter(id, `Bearer ${deleteToken}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await status(`/api/letters/${id}`)).toBe(410);
    expect(await status(stripPath(imageUrl))).toBe(404);
    expect(await letterRows()).toEqual([]);
    // Done once; a second call finds the letter deleted.
    expect((await deleteLetter(id, `Bearer ${deleteToken}`)).statusCode).toBe(410);
  });

  it('answers 410 letter_deleted for a deleted id, and 404 for one never stored', async () => {
    const { id, deleteToken } = await createLetter(t.app);
    expect((await deleteLetter(id, `Bearer ${deleteToken}`)).statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url: `/api/letters/${id}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ error: expect.any(String), code: 'letter_deleted' });
    const unknown = await t.app.inject({ method: 'GET', url: `/api/letters/${'B'.repeat(22)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
  });

  it('keeps a tombstone of the id alone: its hash and the time, nothing of the letter', async () => {
    const { id, deleteToken, imageUrl } = await createLetter(t.app, undefined, 'A secret message');
    const before = Date.now();
    await deleteLetter(id, `Bearer ${deleteToken}`);
    const tombstones = await withAppDatabase(t.config, (db) =>
      db.selectFrom('deleted_letters').selectAll().execute(),
    );
    expect(tombstones).toHaveLength(1);
    expect(Object.keys(tombstones[0]!).sort()).toEqual(['deleted_at', 'id_hash']);
    expect(tombstones[0]!.id_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(tombstones[0]!.deleted_at)).toBeGreaterThanOrEqual(before);
    const stored = JSON.stringify(tombstones);
    for (const part of [id, 'A secret message', stripPath(imageUrl), deleteToken]) {
      expect(stored).not.toContain(part);
    }
  });

  it('accepts the scheme in any case', async () => {
    const { id, deleteToken } = await createLetter(t.app);
    expect((await deleteLetter(id, `bearer ${deleteToken}`)).statusCode).toBe(204);
  });

  it('answers 403 for a wrong token and removes nothing', async () => {
    const { id, deleteToken, imageUrl } = await createLetter(t.app);
    const other = await createLetter(t.app);
    const oneCharacterOff = deleteToken.slice(0, -1) + (deleteToken.endsWith('A') ? 'B' : 'A');
    for (const token of [other.deleteToken, oneCharacterOff]) {
      const response = await deleteLetter(id, `Bearer ${token}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: expect.any(String), code: 'forbidden' });
    }
    expect(await status(`/api/letters/${id}`)).toBe(200);
    expect(await status(stripPath(imageUrl))).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['no token', 'Bearer '],
    ['a token of the wrong shape', 'Bearer short'],
    ['a token with a character outside base64url', `Bearer ${'a'.repeat(42)}=`],
  ])('answers 401 for %s and removes nothing', async (_name, authorization) => {
    const { id, imageUrl } = await createLetter(t.app);
    const response = await deleteLetter(id, authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String), code: 'unauthorized' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(await status(`/api/letters/${id}`)).toBe(200);
    expect(await status(stripPath(imageUrl))).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const { deleteToken } = await createLetter(t.app);
    const unknown = await deleteLetter('B'.repeat(22), `Bearer ${deleteToken}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    const malformed = await deleteLetter('not-an-id', `Bearer ${deleteToken}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('answers 410, without the letter meta or strip, at a deleted letter link', async () => {
    const { id, deleteToken, imageUrl } = await createLetter(t.app);
    const before = await t.app.inject({ method: 'GET', url: `/final-letter?id=${id}` });
    expect(before.body).toContain(imageUrl);
    await deleteLetter(id, `Bearer ${deleteToken}`);
    const after = await t.app.inject({ method: 'GET', url: `/final-letter?id=${id}` });
    expect(after.statusCode).toBe(410);
    expect(after.body).toContain('"gone":"deleted"');
    expect(after.body).not.toContain('og:image');
    expect(after.body).not.toContain(imageUrl);
  });

  it('never lets a letter from before delete tokens be deleted', async () => {
    const imageUrl = await uploadStrip(t.app);
    await t.app.close();
    // A database as the first release left it: only the first migration, a letter without hash.
    const id = 'C'.repeat(22);
    await recreateAppDatabaseBefore<{
      letters: { id: string; message: string; image_url: string; created_at: number };
    }>(t.config, '002-letter-delete-tokens', async (old) => {
      await old
        .insertInto('letters')
        .values({ id, message: 'old', image_url: stripPath(imageUrl), created_at: 1 })
        .execute();
    });

    t.app = await buildApp(t.config);
    expect((await letterRows())[0]).toMatchObject({ id, delete_token_hash: null });
    const { deleteToken } = await createLetter(t.app);
    const response = await deleteLetter(id, `Bearer ${deleteToken}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
    expect(await status(`/api/letters/${id}`)).toBe(200);
  });

  it('answers 429 past RATE_LIMIT_LETTERS deletions an hour', async () => {
    await t.close();
    t = await startTestApp({ RATE_LIMIT_LETTERS: '2' });
    const { id } = await createLetter(t.app);
    const wrong = `Bearer ${'x'.repeat(43)}`;
    expect((await deleteLetter(id, wrong)).statusCode).toBe(403);
    expect((await deleteLetter(id, wrong)).statusCode).toBe(403);
    const refused = await deleteLetter(id, wrong);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    // Deleting has its own count: writing letters is still allowed.
    await expect(createLetter(t.app)).resolves.toMatchObject({ id: expect.any(String) });
  });
});
