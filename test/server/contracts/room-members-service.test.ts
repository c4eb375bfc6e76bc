/**
 * The rooms service's rules of who is who, on the real room store (SQLite in `unit`,
 * PostgreSQL in `server-on-services`): names told apart, a removed participant's address, a pose and its person.
 */
import sharp from 'sharp';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropTestPostgres } from '../databases.js';
import type { OpenTestDatabase, TestDatabase } from '../databases.js';
import { createMemoryBlobStore } from '../memory-stores.js';
import { sqlBackendOfThisRun } from '../backends.js';
import { PERSON_COLOURS } from '../../../src/model/together.js';
import { createSqlRoomStore } from '../../../src/server/stores/sql-rooms.js';
import { createRoomsService, type RoomsService } from '../../../src/server/services/rooms.js';

const NOW = new Date('2026-11-27T12:00:00Z');
const [RED, BLUE, GREEN, PURPLE] = PERSON_COLOURS;

async function kindOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return (error as { kind?: string }).kind ?? String(error);
  }
}

const jpeg = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();

function membersContract(open: OpenTestDatabase): void {
  let t: TestDatabase;
  let rooms: RoomsService;
  beforeEach(async () => {
    t = await open();
    rooms = createRoomsService({
      store: createSqlRoomStore(t.db),
      blobs: createMemoryBlobStore(),
      publish: async () => {},
    });
  });
  afterEach(() => t.close());

  const create = () =>
    rooms.create({ layout: 4, day: '2026-11-27', name: 'Ana', colour: RED }, NOW, '203.0.113.7');

  it('refuses a name someone in the room has', async () => {
    const host = await create();
    expect(await kindOf(rooms.join(host.room, { name: 'ana', colour: BLUE }, NOW))).toBe(
      'name_taken',
    );
    await rooms.join(host.room, { name: 'Ben', colour: BLUE }, NOW);
    expect(await kindOf(rooms.join(host.room, { name: 'BEN', colour: GREEN }, NOW))).toBe(
      'name_taken',
    );
  });

  it('keeps out the address of a removed participant nobody present shares', async () => {
    const host = await create();
    const dan = await rooms.join(host.room, { name: 'Dan', colour: BLUE }, NOW, '198.51.100.20');
    const ben = await rooms.join(host.room, { name: 'Ben', colour: GREEN }, NOW, '203.0.113.7');
    const ana = await rooms.member(host.room, host.token, NOW);
    await rooms.remove(host.room, ana, dan.participant);
    await rooms.remove(host.room, ana, ben.participant);
    const again = (name: string, address: string) =>
      kindOf(rooms.join(host.room, { name, colour: PURPLE }, NOW, address));
    expect(await again('Daniel', '198.51.100.20')).toBe('removed_from_room');
    // Ana is still in from Ben's address: a friend on that Wi-Fi joins (and so could Ben).
    expect(await again('Chloé', '203.0.113.7')).toBe('resolved');
    // The address is kept hashed with the room, never as it is.
    const keys = await t.db.selectFrom('room_participants').select('address_key').execute();
    expect(keys.map((row) => row.address_key)).not.toContain('198.51.100.20');
    expect(keys.every((row) => /^[0-9a-f]{64}$/.test(row.address_key ?? ''))).toBe(true);
  });

  it('takes a pose’s photo only from its person once the countdown gave it', async () => {
    const host = await create();
    const ben = await rooms.join(host.room, { name: 'Ben', colour: BLUE }, NOW);
    const chloe = await rooms.join(host.room, { name: 'Chloé', colour: GREEN }, NOW);
    const a = await rooms.member(host.room, host.token, NOW);
    const b = await rooms.member(ben.room, ben.token, NOW);
    const c = await rooms.member(chloe.room, chloe.token, NOW);
    // Before: Chloé puts pose 0 first; it is hers, Ben cannot replace it, Ana can.
    await rooms.putPhoto(c, 0, await jpeg(), NOW);
    expect(await kindOf(rooms.putPhoto(b, 0, await jpeg(), NOW))).toBe('not_your_pose');
    expect(await kindOf(rooms.checkPose(a, 0, NOW))).toBe('resolved');
    await rooms.keepCountdown(host.room, {
      poses: [ben.participant, chloe.participant, null, ben.participant],
      shootAt: NOW.getTime(),
    });
    expect((await rooms.putPhoto(b, 0, await jpeg(), NOW)).by).toBe(ben.participant);
    expect(await kindOf(rooms.putPhoto(c, 0, await jpeg(), NOW))).toBe('not_your_pose');
    expect(await kindOf(rooms.checkPose(a, 1, NOW))).toBe('not_your_pose');
    // Pose 2 is nobody's: the host's to fill.
    expect(await kindOf(rooms.checkPose(b, 2, NOW))).toBe('not_your_pose');
    expect(await kindOf(rooms.checkPose(a, 2, NOW))).toBe('resolved');
    expect(await kindOf(rooms.checkPose(b, 4, NOW))).toBe('invalid_pose');
  });
}

afterAll(dropTestPostgres);
describe.each(sqlBackendOfThisRun())('room members on $name', ({ open }) => membersContract(open));
