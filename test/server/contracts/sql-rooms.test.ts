/** The room store's contract, run on every real backend: SQLite and PostgreSQL. */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropTestPostgres } from '../databases.js';
import type { OpenTestDatabase, TestDatabase } from '../databases.js';
import { sqlBackendOfThisRun } from '../backends.js';
import type { NewParticipant, RoomStore } from '../../../src/server/stores/rooms.js';
import { createSqlRoomStore } from '../../../src/server/stores/sql-rooms.js';
const T = 1_700_000_000_000;
const ROOM = 'r'.repeat(22);
const person = (
  n: number,
  colour = `#00000${n}`,
  addressKey: string | null = null,
  name = `Person ${n}`,
): NewParticipant => ({
  id: `p${n}`.padEnd(22, 'x'),
  tokenHash: `hash-${n}`,
  name,
  colour,
  addressKey,
});

function roomStoreContract(open: OpenTestDatabase): void {
  let t: TestDatabase;
  let rooms: RoomStore;
  beforeEach(async () => {
    t = await open();
    rooms = createSqlRoomStore(t.db);
    await rooms.create({ id: ROOM, layout: 4, day: '2026-11-27', createdAt: T }, person(0));
  });
  afterEach(() => t.close());

  it('keeps a room with its host, then joiners in order, up to the limit', async () => {
    expect(await rooms.room(ROOM)).toEqual({
      id: ROOM,
      layout: 4,
      day: '2026-11-27',
      createdAt: T,
      closed: false,
    });
    expect(await rooms.join(ROOM, person(1), 3)).toBe('joined');
    expect(await rooms.join(ROOM, person(2), 3)).toBe('joined');
    expect(await rooms.join(ROOM, person(3), 3)).toBe('full');
    const present = await rooms.participants(ROOM);
    expect(present.map((p) => [p.name, p.host, p.joinedOrder])).toEqual([
      ['Person 0', true, 0],
      ['Person 1', false, 1],
      ['Person 2', false, 2],
    ]);
    expect(await rooms.join('n'.repeat(22), person(4), 6)).toBe('not_found');
  });

  it('lets only one of racing joiners take the last place', async () => {
    const outcomes = await Promise.all([1, 2, 3, 4].map((n) => rooms.join(ROOM, person(n), 3)));
    expect(outcomes.filter((o) => o === 'joined')).toHaveLength(2);
    expect(await rooms.participants(ROOM)).toHaveLength(3);
  });

  it('refuses a colour someone present wears, and frees a removed one’s', async () => {
    expect(await rooms.join(ROOM, person(1, '#000000'), 6)).toBe('colour_taken');
    expect(await rooms.join(ROOM, person(1, '#111111'), 6)).toBe('joined');
    expect(await rooms.byTokenHash(ROOM, 'hash-1')).toMatchObject({ name: 'Person 1' });
    expect(await rooms.byTokenHash('o'.repeat(22), 'hash-1')).toBeNull();
    expect(await rooms.remove(ROOM, person(0).id)).toBe(false); // never the host
    expect(await rooms.remove(ROOM, person(1).id)).toBe(true);
    expect(await rooms.remove(ROOM, person(1).id)).toBe(false);
    expect(await rooms.byTokenHash(ROOM, 'hash-1')).toBeNull();
    expect(await rooms.join(ROOM, person(2, '#111111'), 6)).toBe('joined');
  });

  it('refuses a name someone present has, the same once cleaned and case-folded', async () => {
    expect(await rooms.join(ROOM, person(1, '#111111', null, 'PERSON 0'), 6)).toBe('name_taken');
    expect(await rooms.join(ROOM, person(1, '#111111', null, 'person\u200B 0'), 6)).toBe(
      'name_taken',
    );
    expect(await rooms.join(ROOM, person(1, '#111111', null, 'Ben'), 6)).toBe('joined');
    expect(await rooms.remove(ROOM, person(1).id)).toBe(true);
    // A removed one's name is free again, as their colour is.
    expect(await rooms.join(ROOM, person(2, '#222222', null, 'ben'), 6)).toBe('joined');
  });

  it('keeps a removed one’s address out, unless someone present joined from it', async () => {
    // Person 0, the host, joined with no address kept.
    expect(await rooms.join(ROOM, person(1, '#111111', 'home'), 6)).toBe('joined');
    expect(await rooms.join(ROOM, person(2, '#222222', 'party'), 6)).toBe('joined');
    expect(await rooms.join(ROOM, person(3, '#333333', 'party'), 6)).toBe('joined');
    expect(await rooms.remove(ROOM, person(1).id)).toBe(true);
    expect(await rooms.remove(ROOM, person(2).id)).toBe(true);
    expect(await rooms.join(ROOM, person(4, '#444444', 'home'), 6)).toBe('removed');
    // Person 3 is still in the room from the party's address.
    expect(await rooms.join(ROOM, person(5, '#555555', 'party'), 6)).toBe('joined');
    expect(await rooms.join(ROOM, person(6, '#666666', 'elsewhere'), 6)).toBe('joined');
    expect(await rooms.join(ROOM, person(7, '#777777'), 6)).toBe('joined');
  });

  it('records signs of life', async () => {
    await rooms.seen(ROOM, person(0).id, T + 5);
    expect((await rooms.participants(ROOM))[0]?.lastSeen).toBe(T + 5);
    await rooms.seen(ROOM, person(0).id, null);
    expect((await rooms.participants(ROOM))[0]?.lastSeen).toBeNull();
  });

  it('versions a pose’s photo and hands back the replaced key', async () => {
    expect(await rooms.putPhoto(ROOM, 1, person(0).id, 'room-photos/a.jpg')).toEqual({
      version: 1,
      replaced: null,
    });
    expect(await rooms.putPhoto(ROOM, 1, person(0).id, 'room-photos/b.jpg')).toEqual({
      version: 2,
      replaced: 'room-photos/a.jpg',
    });
    expect(await rooms.photos(ROOM)).toEqual([
      { pose: 1, version: 2, by: person(0).id, blobKey: 'room-photos/b.jpg' },
    ]);
    expect(await rooms.photo(ROOM, 0)).toBeNull();
  });

  it('appends updates in order and compacts them into one', async () => {
    for (const u of ['AQ==', 'Ag==', 'Aw==']) expect(await rooms.appendUpdate(ROOM, u)).toBe(true);
    expect(await rooms.updates(ROOM)).toEqual([
      { seq: 1, update: 'AQ==' },
      { seq: 2, update: 'Ag==' },
      { seq: 3, update: 'Aw==' },
    ]);
    expect(await rooms.updateStats(ROOM)).toEqual({ rows: 3, chars: 12 });
    expect(await rooms.updateStats('o'.repeat(22))).toEqual({ rows: 0, chars: 0 });
    await rooms.compact(ROOM, 2, 'Eg==');
    expect(await rooms.appendUpdate(ROOM, 'BA==')).toBe(true);
    expect(await rooms.updates(ROOM)).toEqual([
      { seq: 2, update: 'Eg==' },
      { seq: 3, update: 'Aw==' },
      { seq: 4, update: 'BA==' },
    ]);
  });

  it('refuses joins, photos and updates once closed, and purges it to a tombstone', async () => {
    await rooms.putPhoto(ROOM, 0, person(0).id, 'room-photos/a.jpg');
    await rooms.appendUpdate(ROOM, 'AQ==');
    await rooms.close(ROOM);
    expect(await rooms.join(ROOM, person(1), 6)).toBe('closed');
    expect(await rooms.putPhoto(ROOM, 0, person(0).id, 'room-photos/b.jpg')).toBeNull();
    expect(await rooms.appendUpdate(ROOM, 'Ag==')).toBe(false);
    expect(await rooms.toPurge(T, 10)).toEqual([ROOM]);
    expect(await rooms.photoKeys(ROOM)).toEqual(['room-photos/a.jpg']);
    await rooms.purge(ROOM);
    expect(await rooms.toPurge(T, 10)).toEqual([]);
    expect(await rooms.participants(ROOM)).toEqual([]);
    expect(await rooms.updates(ROOM)).toEqual([]);
    expect(await rooms.room(ROOM)).toMatchObject({ closed: true });
    expect(await rooms.forget(T)).toBe(0);
    expect(await rooms.forget(T + 1)).toBe(1);
    expect(await rooms.room(ROOM)).toBeNull();
  });

  it('keeps the letter of a room that ended with one, for those present, as long as its tombstone', async () => {
    await rooms.join(ROOM, person(1), 6);
    await rooms.join(ROOM, person(2), 6);
    expect(await rooms.remove(ROOM, person(2).id)).toBe(true);
    // Open: no letter for anyone.
    expect(await rooms.endedLetter(ROOM, 'hash-0')).toBeNull();
    await rooms.close(ROOM, 'L'.repeat(22));
    // A later close (a late phone, the sweep) changes nothing of it.
    await rooms.close(ROOM, 'M'.repeat(22));
    await rooms.close(ROOM);
    await rooms.purge(ROOM);
    expect(await rooms.endedLetter(ROOM, 'hash-0')).toBe('L'.repeat(22));
    expect(await rooms.endedLetter(ROOM, 'hash-1')).toBe('L'.repeat(22));
    // The removed one, a stranger, another room: nothing.
    expect(await rooms.endedLetter(ROOM, 'hash-2')).toBeNull();
    expect(await rooms.endedLetter(ROOM, 'hash-9')).toBeNull();
    expect(await rooms.endedLetter('n'.repeat(22), 'hash-0')).toBeNull();
    expect(await rooms.forget(T + 1)).toBe(1);
    expect(await rooms.endedLetter(ROOM, 'hash-0')).toBeNull();
  });

  it('keeps the last countdown, and lets it go with the rest when purged', async () => {
    expect(await rooms.countdown(ROOM)).toBeNull();
    await rooms.setCountdown(ROOM, '{"poses":[null,null],"shootAt":1}');
    await rooms.setCountdown(ROOM, '{"poses":[null,null],"shootAt":2}');
    expect(await rooms.countdown(ROOM)).toBe('{"poses":[null,null],"shootAt":2}');
    expect(await rooms.countdown('n'.repeat(22))).toBeNull();
    await rooms.purge(ROOM);
    expect(await rooms.countdown(ROOM)).toBeNull();
  });

  it('finds open rooms past their time for the sweep', async () => {
    expect(await rooms.toPurge(T, 10)).toEqual([]);
    expect(await rooms.toPurge(T + 1, 10)).toEqual([ROOM]);
  });
}

afterAll(dropTestPostgres);
describe.each(sqlBackendOfThisRun())('SQL room store on $name', ({ open }) =>
  roomStoreContract(open),
);
