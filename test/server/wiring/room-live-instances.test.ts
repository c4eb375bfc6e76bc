/**
 * A room across two app instances sharing a PostgreSQL database and a Redis prefix, on the real
 * Rooms service: Ana's phone on instance A, Ben's and Chloé's on B. A change made on A reaches
 * both on B (and not back to Ana), a late joiner's welcome on B holds it, the host's countdown
 * and a removal cross too. Real sockets (`ws`) on listening servers.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JoinedRoom } from '../../../src/model/together.js';
import { ROOM_CLOSE_CODES } from '../../../src/model/together.js';
import { createThrowawayDatabase, postgresForTests } from '../postgres.js';
import type { ThrowawayDatabase } from '../postgres.js';
import { deleteRedisKeys, findTestRedis, randomRedisPrefix } from '../redis.js';
import {
  connectPhone,
  createRoom,
  joinRoom,
  stripOf,
  stripUpdate,
  type Phone,
} from '../room-phones.js';
import { startTestApp, type TestApp } from '../test-app.js';

const SUITE = 'a room across two instances (room-live-instances.test.ts)';
const postgres = await postgresForTests(SUITE);
const redisUrl = postgres ? await findTestRedis(SUITE) : undefined;

describe.runIf(postgres && redisUrl)('a room across two instances', () => {
  let database: ThrowawayDatabase;
  const prefix = randomRedisPrefix();
  let a: TestApp;
  let b: TestApp;
  const origins = { a: '', b: '' };
  const phones: Phone[] = [];

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl ?? '', REDIS_PREFIX: prefix };
    a = await startTestApp(env);
    b = await startTestApp(env);
    for (const [name, t] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      origins[name] = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    }
  });
  afterAll(async () => {
    for (const phone of phones) phone.socket.terminate();
    await a?.close();
    await b?.close();
    await database?.drop();
    await deleteRedisKeys(redisUrl ?? '', prefix);
  });

  async function phone(on: 'a' | 'b', joined: JoinedRoom): Promise<Phone> {
    const opened = await connectPhone(origins[on], joined);
    phones.push(opened);
    return opened;
  }

  it('a change on A reaches B and C on the other instance and a late joiner’s welcome', async () => {
    const ana = await createRoom(a.app, 'Ana');
    const ben = await joinRoom(b.app, ana.room, 'Ben', 1);
    const chloe = await joinRoom(a.app, ana.room, 'Chloé', 2);
    const dan = await joinRoom(b.app, ana.room, 'Dan', 3);
    const atA = await phone('a', ana);
    const [atB, atC] = [await phone('b', ben), await phone('b', chloe)];
    // B subscribes to the room's channel when its first phone connects: Ben's welcome follows
    // the SUBSCRIBE's answer only by chance, so the first crossing is waited for, not timed.
    const warmUp = stripUpdate('warm', 'up');
    atA.send({ type: 'update', update: warmUp });
    await atB.heard('update', (m) => m.update === warmUp, 5_000);

    const update = stripUpdate('frame', '#123456');
    const started = performance.now();
    atA.send({ type: 'update', update });
    const [toB, toC] = await Promise.all([
      atB.heard('update', (m) => m.update === update),
      atC.heard('update', (m) => m.update === update),
    ]);
    const ms = performance.now() - started;
    // A figure, not a bound (bench/room-latency.ts measures it): a busy machine is slow.
    console.info(`a change on A → phones on B: ${ms.toFixed(1)} ms`);
    expect(toB.from).toBe(ana.participant);
    expect(toC.from).toBe(ana.participant);
    expect(atA.messages.some((m) => m.type === 'update')).toBe(false);

    const late = await phone('b', dan);
    expect(stripOf((await late.heard('welcome')).update)).toEqual({
      warm: 'up',
      frame: '#123456',
    });
  });

  it('the host’s countdown on A reaches B with the same shootAt; a removal on A closes B’s phone', async () => {
    const ana = await createRoom(a.app, 'Ana', 2);
    const ben = await joinRoom(a.app, ana.room, 'Ben', 1);
    const chloe = await joinRoom(a.app, ana.room, 'Chloé', 2);
    const atA = await phone('a', ana);
    const [atB, atC] = [await phone('b', ben), await phone('b', chloe)];
    // Presence crosses first: B's subscription is then surely in place.
    atA.send({ type: 'presence', selection: { kind: 'photo', index: 1 } });
    await atB.heard('presence', () => true, 5_000);

    atA.send({ type: 'countdown', poses: [ben.participant, chloe.participant] });
    const [here, there] = await Promise.all([atA.heard('countdown'), atB.heard('countdown')]);
    expect(there.shootAt).toBe(here.shootAt);

    atA.send({ type: 'remove', participant: chloe.participant });
    await atC.heard('removed');
    expect((await atC.closed).code).toBe(ROOM_CLOSE_CODES.removed);
    await atB.heard('participants', (m) => m.participants.length === 2);
  });

  it('a phone that reloads onto the other instance during a countdown is told it there', async () => {
    const ana = await createRoom(a.app, 'Ana', 2);
    const ben = await joinRoom(a.app, ana.room, 'Ben', 1);
    const atA = await phone('a', ana);
    const benAtA = await phone('a', ben);
    const poses = [ana.participant, ben.participant];
    atA.send({ type: 'countdown', poses });
    const { shootAt } = await benAtA.heard('countdown');
    benAtA.socket.close();
    await benAtA.closed;
    // Instance B had no socket of this room when the countdown went out: it can know of it only
    // from the database.
    const benAtB = await phone('b', ben);
    expect(await benAtB.heard('countdown')).toMatchObject({ poses, shootAt });
    expect(benAtB.messages.findIndex((m) => m.type === 'welcome')).toBeLessThan(
      benAtB.messages.findIndex((m) => m.type === 'countdown'),
    );
  });
});
