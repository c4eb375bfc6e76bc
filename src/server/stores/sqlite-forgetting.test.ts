/**
 * A deleted letter's message leaves the SQLite files: neither the database file nor its
 * write-ahead log keeps its bytes once the delete has answered (secure_delete zeroes the row,
 * and the delete checkpoints and empties the log).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './schema.js';
import { createSqlLetterStore } from './sql-letters.js';
import { createSqlStripRecords } from './sql-strips.js';
import { openSqliteDatabase, sqliteFile } from './sqlite-database.js';

let dataDir: string;
let db: Kysely<Database>;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'postbooth-forget-'));
  db = await openSqliteDatabase(sqliteFile(dataDir));
});
afterEach(async () => {
  await db.destroy();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** The bytes of the database file and of its write-ahead log (absent: none). */
async function storedBytes(): Promise<Buffer> {
  const file = sqliteFile(dataDir);
  const read = (name: string) => fs.readFile(name).catch(() => Buffer.alloc(0));
  return Buffer.concat([await read(file), await read(`${file}-wal`)]);
}

describe('a deleted letter on SQLite', () => {
  it('leaves no byte of its message in the database file or its log', async () => {
    const letters = createSqlLetterStore(db);
    const strips = createSqlStripRecords(db);
    const marker = 'forget-me-7f3c1e9a2b; a message nobody may read after its delete';
    const kept = 'keep-me-4d2a8b6c0e; the letter that stays';
    const image = { width: 600, height: 2664, display: null };
    for (const [n, message] of [marker, kept, `${kept} too`].entries()) {
      await strips.add(`s${n}.png`, Date.now(), image);
      const letter = { message, imageUrl: `/strips/s${n}.png`, deleteTokenHash: 'a'.repeat(64) };
      expect(await letters.create(`letter-${n}`, letter, `s${n}.png`)).toBe('created');
    }
    expect((await storedBytes()).includes(marker)).toBe(true);

    expect(await letters.delete('letter-0')).not.toBeNull();
    const bytes = await storedBytes();
    expect(bytes.includes(marker)).toBe(false);
    // A few of its words would do as well as all of them.
    expect(bytes.includes('forget-me-7f3c1e9a2b')).toBe(false);
    // The files were read: the letter that stays is in them.
    expect(bytes.includes(kept)).toBe(true);
  });
});
