/**
 * Each participant's share of a room's document (the rooms service on the real room store:
 * SQLite in `unit`, PostgreSQL in `server-on-services`): one participant filling theirs is refused
 * `document_full`, and the host and the others still write.
 */
import * as Y from 'yjs';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropTestPostgres } from '../databases.js';
import type { OpenTestDatabase, TestDatabase } from '../databases.js';
import { createMemoryBlobStore } from '../memory-stores.js';
import { sqlBackendOfThisRun } from '../backends.js';
import {
  PERSON_COLOURS,
  ROOM_GUEST_SHARE_BYTES,
  ROOM_GUESTS_MAX_BYTES,
  ROOM_HOST_SHARE_BYTES,
} from '../../../src/model/together.js';
import { createSqlRoomStore } from '../../../src/server/stores/sql-rooms.js';
import { createRoomsService, type RoomsService } from '../../../src/server/services/rooms.js';
import type { RoomMember } from '../../../src/server/services/rooms-contract.js';

const NOW = new Date('2026-11-27T12:00:00Z');

async function kindOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return (error as { kind?: string }).kind ?? String(error);
  }
}

/** An update of about `bytes` bytes: one text insert by its own client id. */
function sized(bytes: number, seed: number): Uint8Array {
  const doc = new Y.Doc();
  doc.clientID = seed;
  doc.getText('letter').insert(0, String(seed % 10).repeat(bytes - 20));
  return Y.encodeStateAsUpdate(doc);
}

function sharesContract(open: OpenTestDatabase): void {
  let t: TestDatabase;
  let rooms: RoomsService;
  let host: RoomMember;
  const guests: RoomMember[] = [];
  beforeEach(async () => {
    t = await open();
    rooms = createRoomsService({
      store: createSqlRoomStore(t.db),
      blobs: createMemoryBlobStore(),
      publish: async () => {},
    });
    const made = await rooms.create(
      { layout: 4, day: '2026-11-27', name: 'Ana', colour: PERSON_COLOURS[0] },
      NOW,
    );
    host = await rooms.member(made.room, made.token, NOW);
    guests.length = 0;
    const [, ...others] = PERSON_COLOURS;
    for (const [i, name] of ['Ben', 'Chloé', 'Dan', 'Eve'].entries()) {
      const colour = others[i] ?? PERSON_COLOURS[5];
      const joined = await rooms.join(made.room, { name, colour }, NOW);
      guests.push(await rooms.member(made.room, joined.token, NOW));
    }
  });
  afterEach(() => t.close());

  const append = (by: RoomMember, update: Uint8Array) =>
    kindOf(rooms.appendUpdate(host.room, update, by));

  it('refuses a guest past their share; the host and the other guests still write', async () => {
    const [ben, chloe] = guests as [RoomMember, RoomMember];
    const chunk = 30 * 1024;
    let seed = 1;
    let taken = 0;
    while ((await append(ben, sized(chunk, seed++))) === 'resolved') taken += chunk;
    expect(taken).toBeLessThanOrEqual(ROOM_GUEST_SHARE_BYTES);
    expect(taken).toBeGreaterThan(ROOM_GUEST_SHARE_BYTES - 2 * chunk);
    expect(await append(ben, sized(200, seed++))).toBe('resolved');
    expect(await append(ben, sized(chunk, seed++))).toBe('document_full');
    expect(await append(chloe, sized(chunk, seed++))).toBe('resolved');
    expect(await append(host, sized(chunk, seed))).toBe('resolved');
  });

  it('counts a share by what stays in the document: a guest moving one sticker all night goes on', async () => {
    const [ben] = guests as [RoomMember];
    const doc = new Y.Doc();
    doc.clientID = 77;
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => void updates.push(update));
    const stickers = doc.getMap('stickers');
    let sent = 0;
    for (let move = 0; sent < 2 * ROOM_GUEST_SHARE_BYTES; move += 1) {
      // An image sticker's long address makes each move about 1 KB: fewer writes to the same end.
      const src = `/stickers/${'a'.repeat(1000)}.png`;
      stickers.set('1700000000000123', { id: 1700000000000123, src, x: move % 300, y: 40 });
      const update = updates.pop() as Uint8Array;
      const answer = await append(ben, update);
      if (answer !== 'resolved') throw new Error(`move ${move} (${sent} bytes sent): ${answer}`);
      sent += update.length;
    }
    expect(sent).toBeGreaterThan(2 * ROOM_GUEST_SHARE_BYTES);
    // A stranger's bytes that stay (new text, never taken back) still fill the share.
    let seed = 1;
    let taken = 0;
    while ((await append(ben, sized(30 * 1024, seed++))) === 'resolved') taken += 30 * 1024;
    expect(taken).toBeLessThanOrEqual(ROOM_GUEST_SHARE_BYTES);
  });

  it('guests filling all their shares leave the host the last part of the document', async () => {
    const chunk = 30 * 1024;
    let seed = 1;
    let stored = 0;
    for (const guest of guests) {
      while ((await append(guest, sized(chunk, seed++))) === 'resolved') stored += chunk;
    }
    expect(stored).toBeLessThanOrEqual(ROOM_GUESTS_MAX_BYTES);
    let hosts = 0;
    while ((await append(host, sized(chunk, seed++))) === 'resolved') hosts += chunk;
    expect(hosts).toBeGreaterThanOrEqual(ROOM_HOST_SHARE_BYTES / 2 - chunk);
  });
}

describe.each(sqlBackendOfThisRun())('room shares on $name', ({ open }) => sharesContract(open));
afterAll(dropTestPostgres);
