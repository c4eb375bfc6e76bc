/**
 * The rooms service on the real room store (SQLite in `unit`, PostgreSQL in `server-on-services`) and an
 * in-memory blob store: the rules of who may do what, until when, and how much.
 */
import sharp from 'sharp';
import * as Y from 'yjs';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropTestPostgres } from '../databases.js';
import type { OpenTestDatabase, TestDatabase } from '../databases.js';
import { createMemoryBlobStore } from '../memory-stores.js';
import { sqlBackendOfThisRun } from '../backends.js';
import {
  PERSON_COLOURS,
  ROOM_DOC_MAX_BYTES,
  ROOM_LIFETIME_HOURS,
} from '../../../src/model/together.js';
import { createSqlRoomStore } from '../../../src/server/stores/sql-rooms.js';
import type { RoomEvent } from '../../../src/server/services/rooms-contract.js';
import { createRoomsService } from '../../../src/server/services/rooms.js';
import type { RoomsService } from '../../../src/server/services/rooms.js';

const NOW = new Date('2026-11-27T12:00:00Z');
const ROOM_LIFETIME_MS = ROOM_LIFETIME_HOURS * 60 * 60 * 1000;
/** The service compacts the document past 50 stored updates. */
const COMPACT_AFTER_ROWS = 50;
const later = (ms: number) => new Date(NOW.getTime() + ms);
const [RED, BLUE, GREEN, PURPLE, ORANGE, TEAL] = PERSON_COLOURS;

async function kindOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return (error as { kind?: string }).kind ?? String(error);
  }
}

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .withMetadata({ exif: { IFD0: { Make: 'SecretPhone' } } })
    .jpeg()
    .toBuffer();

function update(change: (doc: Y.Doc) => void): Uint8Array {
  const doc = new Y.Doc();
  change(doc);
  return Y.encodeStateAsUpdate(doc);
}

function roomsContract(open: OpenTestDatabase): void {
  let t: TestDatabase;
  let rooms: RoomsService;
  let blobs: ReturnType<typeof createMemoryBlobStore>;
  let events: [string, RoomEvent][];
  beforeEach(async () => {
    t = await open();
    blobs = createMemoryBlobStore();
    events = [];
    rooms = createRoomsService({
      store: createSqlRoomStore(t.db),
      blobs,
      publish: async (room, event) => {
        events.push([room, event]);
      },
    });
  });
  afterEach(() => t.close());

  const create = () =>
    rooms.create({ layout: 4, day: '2026-11-27', name: 'Ana', colour: RED }, NOW);

  it('creates a room with unguessable ids and a secret token, the creator its host', async () => {
    const host = await create();
    expect(host.room).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(host.participant).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(host.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(host.room).not.toBe((await create()).room);
    // Only the token's hash is stored.
    const rows = await t.db.selectFrom('room_participants').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(host.token);
    expect(await rooms.member(host.room, host.token, NOW)).toEqual({
      room: host.room,
      participant: host.participant,
      name: 'Ana',
      host: true,
    });
    const state = await rooms.state(host.room, NOW);
    expect(state).toMatchObject({
      id: host.room,
      layout: 4,
      day: '2026-11-27',
      createdAt: NOW.toISOString(),
      photos: [],
    });
    expect(state.participants).toEqual([
      { id: host.participant, name: 'Ana', colour: RED, host: true, online: false },
    ]);
  });

  it('lets up to six in, each colour once, and says when full', async () => {
    const host = await create();
    const colours = [BLUE, GREEN, PURPLE, ORANGE, TEAL];
    expect(await kindOf(rooms.join(host.room, { name: 'Ben', colour: RED }, NOW))).toBe(
      'colour_taken',
    );
    for (const [i, colour] of colours.entries()) {
      await rooms.join(host.room, { name: `P${i}`, colour }, NOW);
    }
    expect(events.filter(([, e]) => e.kind === 'participants')).toHaveLength(5);
    expect(await kindOf(rooms.join(host.room, { name: 'Seven', colour: BLUE }, NOW))).toBe(
      'room_full',
    );
    expect((await rooms.state(host.room, NOW)).participants.map((p) => p.name)).toEqual([
      'Ana',
      'P0',
      'P1',
      'P2',
      'P3',
      'P4',
    ]);
    expect(await kindOf(rooms.join('x'.repeat(22), { name: 'Ben', colour: BLUE }, NOW))).toBe(
      'room_not_found',
    );
  });

  it('knows who is online from their last sign of life', async () => {
    const host = await create();
    await rooms.seen(host.room, host.participant, NOW);
    expect((await rooms.state(host.room, later(45_000))).participants[0]?.online).toBe(true);
    expect((await rooms.state(host.room, later(45_001))).participants[0]?.online).toBe(false);
    await rooms.seen(host.room, host.participant, null);
    expect((await rooms.state(host.room, NOW)).participants[0]?.online).toBe(false);
  });

  it('refuses forged, other rooms’ and removed tokens; only the host removes', async () => {
    const host = await create();
    const other = await create();
    const ben = await rooms.join(host.room, { name: 'Ben', colour: BLUE }, NOW);
    expect(await kindOf(rooms.member(host.room, 'A'.repeat(43), NOW))).toBe('not_participant');
    expect(await kindOf(rooms.member(host.room, other.token, NOW))).toBe('not_participant');
    const benMember = await rooms.member(host.room, ben.token, NOW);
    expect(await kindOf(rooms.remove(host.room, benMember, host.participant))).toBe('not_host');
    const hostMember = await rooms.member(host.room, host.token, NOW);
    const otherHost = await rooms.member(other.room, other.token, NOW);
    expect(await kindOf(rooms.remove(host.room, otherHost, ben.participant))).toBe('not_host');
    expect(await kindOf(rooms.remove(host.room, hostMember, host.participant))).toBe(
      'unknown_participant',
    );
    await rooms.remove(host.room, hostMember, ben.participant);
    expect(events).toContainEqual([host.room, { kind: 'removed', participant: ben.participant }]);
    expect(await kindOf(rooms.member(host.room, ben.token, NOW))).toBe('not_participant');
    // The colour is free again.
    await rooms.join(host.room, { name: 'Chloé', colour: BLUE }, NOW);
  });

  it('stores each pose’s photo as a JPEG without metadata, one version per retake', async () => {
    const host = await create();
    const member = await rooms.member(host.room, host.token, NOW);
    const first = await rooms.putPhoto(member, 2, await jpeg(3000, 1500), NOW, 'image/jpeg');
    expect(first).toEqual({ pose: 2, version: 1, by: host.participant });
    expect(events).toContainEqual([host.room, { kind: 'photo', photo: first }]);
    const bytes = await rooms.photo(host.room, 2, 1);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'jpeg',
      2048,
      1024,
      undefined,
    ]);
    const png = await sharp({
      create: { width: 20, height: 20, channels: 4, background: '#ff000080' },
    })
      .png()
      .toBuffer();
    expect(await rooms.putPhoto(member, 2, png, NOW, 'image/png')).toMatchObject({ version: 2 });
    expect(await kindOf(rooms.photo(host.room, 2, 1))).toBe('photo_not_found');
    expect((await sharp(await rooms.photo(host.room, 2, 2)).metadata()).format).toBe('jpeg');
    expect(blobs.keys()).toHaveLength(1); // the first version's file is gone
    expect((await rooms.state(host.room, NOW)).photos).toEqual([
      { pose: 2, version: 2, by: host.participant },
    ]);
  });

  it('refuses bad images and poses the layout does not have', async () => {
    const host = await create();
    const member = await rooms.member(host.room, host.token, NOW);
    const photo = await jpeg();
    expect(await kindOf(rooms.putPhoto(member, 4, photo, NOW))).toBe('invalid_pose');
    expect(await kindOf(rooms.putPhoto(member, -1, photo, NOW))).toBe('invalid_pose');
    expect(await kindOf(rooms.putPhoto(member, 0, Buffer.from('not an image'), NOW))).toBe(
      'invalid_image',
    );
    expect(await kindOf(rooms.putPhoto(member, 0, photo, NOW, 'image/png'))).toBe('invalid_image');
    expect(await kindOf(rooms.putPhoto(member, 0, photo.subarray(0, 200), NOW))).toBe(
      'invalid_image',
    );
    expect(blobs.keys()).toEqual([]);
  });

  it('keeps the document as updates, refuses garbage, and compacts', async () => {
    const host = await create();
    expect(await kindOf(rooms.appendUpdate(host.room, new Uint8Array([1, 2, 3])))).toBe(
      'invalid_update',
    );
    const writer = new Y.Doc();
    const updates: Uint8Array[] = [];
    writer.on('update', (u: Uint8Array) => updates.push(u));
    for (let i = 0; i < COMPACT_AFTER_ROWS + 5; i++) writer.getMap('m').set(`k${i}`, i);
    for (const u of updates) await rooms.appendUpdate(host.room, u);
    const reader = new Y.Doc();
    Y.applyUpdate(reader, await rooms.document(host.room));
    expect(reader.getMap('m').toJSON()).toEqual(writer.getMap('m').toJSON());
    const rows = await t.db.selectFrom('room_updates').select('seq').execute();
    // Compacted on the way: one merged row and the few after it.
    expect(rows.length).toBeLessThan(10);
    // After compaction, new updates still join the document.
    writer.getMap('m').set('after', true);
    await rooms.appendUpdate(host.room, updates.at(-1) ?? new Uint8Array());
    const again = new Y.Doc();
    Y.applyUpdate(again, await rooms.document(host.room));
    expect(again.getMap('m').get('after')).toBe(true);
  });

  it('keeps the rows few when nobody reads the document', async () => {
    const host = await create();
    const writer = new Y.Doc();
    const updates: Uint8Array[] = [];
    writer.on('update', (u: Uint8Array) => updates.push(u));
    for (let i = 0; i < COMPACT_AFTER_ROWS * 2 + 10; i++) writer.getMap('m').set('k', i);
    for (const u of updates) await rooms.appendUpdate(host.room, u);
    const rows = await t.db.selectFrom('room_updates').select('seq').execute();
    expect(rows.length).toBeLessThanOrEqual(COMPACT_AFTER_ROWS + 1);
    const reader = new Y.Doc();
    Y.applyUpdate(reader, await rooms.document(host.room));
    expect(reader.getMap('m').get('k')).toBe(COMPACT_AFTER_ROWS * 2 + 9);
  });

  it('leaves out a stored update that does not merge rather than lose the document', async () => {
    const host = await create();
    await rooms.appendUpdate(
      host.room,
      update((doc) => doc.getMap('m').set('kept', 1)),
    );
    // Stored past the checks (a bug, or a damaged row): it must not take the room down.
    await t.db
      .insertInto('room_updates')
      .values({
        room_id: host.room,
        seq: 99,
        update_b64: Buffer.from([1, 2, 3]).toString('base64'),
      })
      .execute();
    const reader = new Y.Doc();
    Y.applyUpdate(reader, await rooms.document(host.room));
    expect(reader.getMap('m').get('kept')).toBe(1);
    expect(await t.db.selectFrom('room_updates').select('seq').execute()).toHaveLength(1);
  });

  it('keeps the host’s countdown, and reads back only a well-formed one', async () => {
    const host = await create();
    expect(await rooms.countdown(host.room)).toBeNull();
    const running = { poses: [host.participant, null, null, host.participant], shootAt: 5_000 };
    await rooms.keepCountdown(host.room, running);
    expect(await rooms.countdown(host.room)).toEqual(running);
    // A damaged row is no countdown, not a failure.
    for (const garbage of ['{', '{"poses":"x","shootAt":1}', 'null', '{"poses":[],"shootAt":1}']) {
      await t.db
        .updateTable('rooms')
        .set({ countdown: garbage })
        .where('id', '=', host.room)
        .execute();
      expect(await rooms.countdown(host.room)).toBeNull();
    }
  });

  it('refuses an update that would make the document too large', async () => {
    const host = await create();
    const big = (n: number) =>
      update((doc) => doc.getText('t').insert(0, String(n).repeat(200 * 1024)));
    await rooms.appendUpdate(host.room, big(1));
    await rooms.appendUpdate(host.room, big(2));
    expect(await kindOf(rooms.appendUpdate(host.room, big(3)))).toBe('document_full');
    expect((await rooms.document(host.room)).length).toBeLessThanOrEqual(ROOM_DOC_MAX_BYTES);
  });

  it('ends a room when its strip is sent: everything gone, 410 after', async () => {
    const host = await create();
    const member = await rooms.member(host.room, host.token, NOW);
    await rooms.putPhoto(member, 0, await jpeg(), NOW);
    await rooms.appendUpdate(
      host.room,
      update((doc) => doc.getMap('m').set('a', 1)),
    );
    await rooms.close(member);
    expect(events.at(-1)).toEqual([host.room, { kind: 'closed', by: 'Ana' }]);
    expect(blobs.keys()).toEqual([]);
    expect(await kindOf(rooms.state(host.room, NOW))).toBe('room_closed');
    expect(await kindOf(rooms.join(host.room, { name: 'Ben', colour: BLUE }, NOW))).toBe(
      'room_closed',
    );
    expect(await kindOf(rooms.member(host.room, host.token, NOW))).toBe('room_closed');
    expect(await kindOf(rooms.putPhoto(member, 0, await jpeg(), NOW))).toBe('room_closed');
    expect(await kindOf(rooms.photo(host.room, 0, 1))).toBe('photo_not_found');
    expect(
      await kindOf(
        rooms.appendUpdate(
          host.room,
          update(() => {}),
        ),
      ),
    ).toBe('room_closed');
    expect(await t.db.selectFrom('room_participants').selectAll().execute()).toEqual([]);
  });

  it('sweeps rooms past their 24 hours, with their photos', async () => {
    const host = await create();
    const member = await rooms.member(host.room, host.token, NOW);
    await rooms.putPhoto(member, 0, await jpeg(), NOW);
    expect(await rooms.sweep(later(ROOM_LIFETIME_MS - 1))).toBe(0);
    expect(await kindOf(rooms.state(host.room, later(ROOM_LIFETIME_MS)))).toBe('room_closed');
    expect(await rooms.sweep(later(ROOM_LIFETIME_MS + 1))).toBe(1);
    expect(events.at(-1)).toEqual([host.room, { kind: 'closed' }]);
    expect(blobs.keys()).toEqual([]);
    expect(await kindOf(rooms.state(host.room, NOW))).toBe('room_closed');
    // The tombstone goes after a week: then the link names no room.
    await rooms.sweep(later(8 * 24 * 60 * 60 * 1000));
    expect(await kindOf(rooms.state(host.room, NOW))).toBe('room_not_found');
  });

  it('removes photo files no room records once older than any room', async () => {
    await blobs.put('rooms/stray.jpg', Buffer.from('left by a crash'));
    const written = Date.now();
    await rooms.sweep(new Date(written + ROOM_LIFETIME_MS));
    expect(blobs.keys()).toEqual(['rooms/stray.jpg']);
    await rooms.sweep(new Date(written + ROOM_LIFETIME_MS + 61 * 60 * 1000));
    expect(blobs.keys()).toEqual([]);
  });

  it('refuses photos when the disk is down to its floor, writing nothing', async () => {
    const host = await create();
    const tight = createRoomsService({
      store: createSqlRoomStore(t.db),
      blobs,
      publish: async () => {},
      freeBytes: async () => 100,
      minFreeBytes: 500,
    });
    const member = await tight.member(host.room, host.token, NOW);
    expect(await kindOf(tight.putPhoto(member, 0, await jpeg(), NOW))).toBe('disk_full');
    expect(blobs.keys()).toEqual([]);
  });
}

afterAll(dropTestPostgres);
describe.each(sqlBackendOfThisRun())('rooms service on $name', ({ open }) => roomsContract(open));
