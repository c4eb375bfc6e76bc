/**
 * Together mode's rooms across two app instances sharing a PostgreSQL database and a Redis
 * prefix: a room made on A is joined through both at once and never holds more than six; each
 * colour goes once; the state, a removal of the room and its end read the same on either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../src/model/api-paths.js';
import { PERSON_COLOURS, type JoinedRoom, type RoomState } from '../../../src/model/together.js';
import { createThrowawayDatabase, postgresForTests } from '../postgres.js';
import type { ThrowawayDatabase } from '../postgres.js';
import { deleteRedisKeys, findTestRedis, randomRedisPrefix } from '../redis.js';
import { startTestApp, type TestApp } from '../test-app.js';

const SUITE = 'rooms across two instances (rooms-instances.test.ts)';
const postgres = await postgresForTests(SUITE);
const redisUrl = postgres ? await findTestRedis(SUITE) : undefined;

const roomUrl = (path: string, room: string) => path.replace(':room', room);

describe.runIf(postgres && redisUrl)('rooms across two instances', () => {
  let database: ThrowawayDatabase;
  const prefix = randomRedisPrefix();
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl ?? '', REDIS_PREFIX: prefix };
    a = await startTestApp(env);
    b = await startTestApp(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    await deleteRedisKeys(redisUrl ?? '', prefix);
  });

  async function createOn(t: TestApp): Promise<JoinedRoom> {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.rooms,
      payload: { layout: 6, day: '2026-11-27', name: 'Ana', colour: PERSON_COLOURS[0] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<JoinedRoom>();
  }

  it('lets six in, each colour once, when ten join through both instances at once', async () => {
    const host = await createOn(a);
    // Ten joiners, alternating instances, each with a colour of their own but the host's.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? a : b).app.inject({
          method: 'POST',
          url: roomUrl(apiPaths.roomParticipants, host.room),
          payload: { name: `P${i}`, colour: PERSON_COLOURS[1 + (i % 5)] },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.statusCode)).toEqual([409, 409, 409, 409, 409]);
    for (const answer of refused) {
      expect(['colour_taken', 'room_full']).toContain(answer.json<{ code: string }>().code);
    }
    for (const t of [a, b]) {
      const state = (
        await t.app.inject({ method: 'GET', url: roomUrl(apiPaths.room, host.room) })
      ).json<RoomState>();
      expect(state.participants).toHaveLength(6);
      expect(new Set(state.participants.map((p) => p.colour)).size).toBe(6);
    }
  });

  it('ends a room on A for B too', async () => {
    const host = await createOn(a);
    const ended = await a.app.inject({
      method: 'DELETE',
      url: roomUrl(apiPaths.room, host.room),
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(ended.statusCode).toBe(204);
    const onB = await b.app.inject({ method: 'GET', url: roomUrl(apiPaths.room, host.room) });
    expect(onB.statusCode).toBe(410);
    expect(onB.json()).toMatchObject({ code: 'room_closed' });
  });
});
