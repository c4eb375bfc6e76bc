/**
 * Download all's rules, on the memory blob store and a list of entries: the link, who it opens,
 * and what the archive holds (read back by Python's zipfile).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryBlobStore } from '../../../test/server/memory-stores.js';
import { stripKey } from './addresses.js';
import { ARCHIVE_LINK_MS } from './archive-links.js';
import {
  createLiveEventArchive,
  type ArchiveEntries,
  type ArchiveEntry,
} from './live-event-archive.js';

const event = { id: 'e1', code: 'abcdefghjkmnpq', hostKeyHash: 'f'.repeat(64), name: 'Léa / Sam' };

/** Entries kept in a list, paged as the SQL store pages them; counts the pages read. */
function listedEntries(list: ArchiveEntry[]): ArchiveEntries & { pages: number } {
  const sorted = [...list].sort((a, b) => a.addedAt - b.addedAt || a.id.localeCompare(b.id));
  const store = {
    pages: 0,
    async page(
      _eventId: string,
      after: { addedAt: number; id: string } | null,
      until: number,
      limit: number,
    ) {
      store.pages += 1;
      return sorted
        .filter((e) => e.addedAt <= until)
        .filter(
          (e) =>
            !after || e.addedAt > after.addedAt || (e.addedAt === after.addedAt && e.id > after.id),
        )
        .slice(0, limit);
    },
    async count(_eventId: string, until: number) {
      return sorted.filter((e) => e.addedAt <= until).length;
    },
  };
  return store;
}

async function bytesOf(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function unzipped(zip: Buffer): Record<string, string> {
  const script = `
import io, json, sys, zipfile
z = zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read()))
print(json.dumps({i.filename: z.read(i).hex() for i in z.infolist()}))
`;
  return JSON.parse(execFileSync('python3', ['-c', script], { input: zip }).toString());
}

describe('live event archive', () => {
  it('holds every listed strip still stored, oldest first, named after the event', async () => {
    const blobs = createMemoryBlobStore();
    const t0 = Date.UTC(2026, 10, 27, 20);
    const entries: ArchiveEntry[] = [];
    const stored = new Map<string, Buffer>();
    for (let n = 0; n < 7; n++) {
      const stripName = `photostrip-${n}.png`;
      const png = randomBytes(1000 + n);
      // Two entries share a time: the id orders them, across a page boundary too.
      entries.push({ id: `id${n}`, stripName, addedAt: t0 + Math.min(n, 5) * 1000 });
      if (n !== 3) {
        await blobs.put(stripKey(stripName), png);
        stored.set(stripName, png);
      }
    }
    const list = listedEntries(entries);
    let now = t0 + 60_000;
    const archive = createLiveEventArchive({ entries: list, blobs, now: () => now, pageSize: 3 });
    const { token } = archive.link(event);
    now += ARCHIVE_LINK_MS - 1;
    const opened = await archive.open(event, token);
    expect(opened.disposition).toContain(`filename="L_a - Sam.zip"`);
    const files = unzipped(await bytesOf(opened.body));
    // Strip 3 was removed from the store after it was listed: left out, its number skipped.
    expect(Object.keys(files)).toEqual(
      ['001', '002', '003', '005', '006', '007'].map((n) => `Léa - Sam-${n}.png`),
    );
    const order = [0, 1, 2, 4, 5, 6].map((n) => stored.get(`photostrip-${n}.png`)?.toString('hex'));
    expect(Object.values(files)).toEqual(order);
    expect(list.pages).toBe(3);
  });

  it('leaves out entries added after the archive was opened', async () => {
    const blobs = createMemoryBlobStore();
    await blobs.put(stripKey('a.png'), Buffer.from('a'));
    await blobs.put(stripKey('b.png'), Buffer.from('b'));
    const now = 1_000_000;
    const archive = createLiveEventArchive({
      entries: listedEntries([
        { id: 'a', stripName: 'a.png', addedAt: now - 1 },
        { id: 'b', stripName: 'b.png', addedAt: now + 1 },
      ]),
      blobs,
      now: () => now,
    });
    const opened = await archive.open(event, archive.link(event).token);
    expect(Object.keys(unzipped(await bytesOf(opened.body)))).toEqual(['Léa - Sam-001.png']);
  });

  it('refuses an expired link, a link of another event and a made-up one', async () => {
    let now = 5_000_000;
    const archive = createLiveEventArchive({
      entries: listedEntries([]),
      blobs: createMemoryBlobStore(),
      now: () => now,
    });
    const { token, expiresAt } = archive.link(event);
    expect(expiresAt).toBe(now + ARCHIVE_LINK_MS);
    const other = { ...event, code: 'zzzzzzzzzzzzzz' };
    await expect(archive.open(other, token)).rejects.toMatchObject({ kind: 'wrong_archive_token' });
    await expect(archive.open(event, 'x')).rejects.toMatchObject({ kind: 'wrong_archive_token' });
    now = expiresAt;
    await expect(archive.open(event, token)).rejects.toMatchObject({
      kind: 'archive_link_expired',
    });
  });
});
