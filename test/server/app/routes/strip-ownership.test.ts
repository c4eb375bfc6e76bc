/**
 * A strip belongs to the first letter stored with it: nobody who saw its address can keep the
 * photo alive after its owner deletes the letter. Unclaimed uploads are temporary.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/server/app.js';
import { hashDeleteToken, newDeleteToken } from '../../../../src/server/services/delete-tokens.js';
import { recreateAppDatabaseBefore, storedFileNames, withAppDatabase } from '../../app-storage.js';
import { claimOf, createLetter, startTestApp, uploadStrip } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
const stripPath = (imageUrl: string) => new URL(imageUrl).pathname;
const stripName = (imageUrl: string) => stripPath(imageUrl).replace('/strips/', '');
/** A letter naming `imageUrl`, sent by the browser that uploaded it (with its claim token). */
const postLetter = (imageUrl: string, message = 'Me too!') =>
  t.app.inject({
    method: 'POST',
    url: '/api/letters',
    payload: { message, image_url: imageUrl, strip_claim: claimOf(imageUrl) },
  });
const deleteLetter = (id: string, token: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/letters/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });

const letterIds = () =>
  withAppDatabase(t.config, (db) => db.selectFrom('letters').select('id').execute());

describe('a strip belongs to its first letter', () => {
  it('refuses its uploader a second letter naming the same strip with 409, storing nothing', async () => {
    const owner = await createLetter(t.app);
    const response = await postLetter(owner.imageUrl);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: expect.any(String), code: 'strip_in_use' });
    expect(await letterIds()).toEqual([{ id: owner.id }]);
  });

  it('lets exactly one of two letters racing for a strip have it', async () => {
    const imageUrl = await uploadStrip(t.app);
    const answers = await Promise.all([postLetter(imageUrl, 'a'), postLetter(imageUrl, 'b')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('deletes the strip with its letter, whatever was tried with its address', async () => {
    const owner = await createLetter(t.app);
    expect((await postLetter(owner.imageUrl)).statusCode).toBe(409);
    expect((await deleteLetter(owner.id, owner.deleteToken)).statusCode).toBe(204);
    expect(await status(stripPath(owner.imageUrl))).toBe(404);
    // Gone for good: it cannot be claimed again either.
    expect((await postLetter(owner.imageUrl)).statusCode).toBe(400);
    expect(await storedFileNames(t.config, 'strips')).not.toContain(stripName(owner.imageUrl));
  });

  it('gives the strips of letters from before ownership to their first letter', async () => {
    const imageUrl = await uploadStrip(t.app);
    await t.app.close();
    // A database as it was before migration 004: two letters showing the same strip (the
    // second made by someone who read the first's og:image), both with delete tokens.
    const ownerToken = newDeleteToken();
    const copierToken = newDeleteToken();
    await recreateAppDatabaseBefore<{
      letters: {
        id: string;
        message: string;
        image_url: string;
        created_at: number;
        delete_token_hash: string | null;
      };
    }>(t.config, '004-strips', async (old) => {
      await old
        .insertInto('letters')
        .values([
          {
            id: 'O'.repeat(22),
            message: 'mine',
            image_url: stripPath(imageUrl),
            created_at: 1,
            delete_token_hash: ownerToken.hash,
          },
          {
            id: 'C'.repeat(22),
            message: 'copy',
            image_url: stripPath(imageUrl),
            created_at: 2,
            delete_token_hash: hashDeleteToken(copierToken.token),
          },
        ])
        .execute();
    });

    t.app = await buildApp(t.config);
    // The copier deleting their letter does not take the owner's photo...
    expect((await deleteLetter('C'.repeat(22), copierToken.token)).statusCode).toBe(204);
    expect(await status(stripPath(imageUrl))).toBe(200);
    // ...and the owner deleting theirs does.
    expect((await deleteLetter('O'.repeat(22), ownerToken.token)).statusCode).toBe(204);
    expect(await status(stripPath(imageUrl))).toBe(404);
  });
});

// Old strip files without any record (uploads from before records, on disk only) are swept
// too: data-files.test.ts.
describe('unused strips are temporary', () => {
  const HOUR = 60 * 60 * 1000;

  /** Moves an upload's recorded time back, as if it had been made `hours` ago. */
  async function ageUpload(name: string, hours: number): Promise<void> {
    const { numUpdatedRows } = await withAppDatabase(t.config, (db) =>
      db
        .updateTable('strips')
        .set({ uploaded_at: Date.now() - hours * HOUR })
        .where('name', '=', name)
        .executeTakeFirstOrThrow(),
    );
    expect(numUpdatedRows).toBe(1n);
  }

  it('removes at start a strip no letter claimed within STRIP_UNUSED_HOURS', async () => {
    const unused = await uploadStrip(t.app);
    const young = await uploadStrip(t.app);
    const used = await createLetter(t.app);
    await t.app.close();
    await ageUpload(stripName(unused), 25);
    await ageUpload(stripName(young), 23);
    await ageUpload(stripName(used.imageUrl), 25);

    t.app = await buildApp(t.config);
    expect(await status(stripPath(unused))).toBe(404);
    expect((await postLetter(unused)).statusCode).toBe(400);
    expect(await status(stripPath(young))).toBe(200);
    expect(await status(stripPath(used.imageUrl))).toBe(200);
  });

  it('follows STRIP_UNUSED_HOURS', async () => {
    const unused = await uploadStrip(t.app);
    await t.app.close();
    await ageUpload(stripName(unused), 25);
    t.app = await buildApp({ ...t.config, stripUnusedHours: 48 });
    expect(await status(stripPath(unused))).toBe(200);
  });
});
