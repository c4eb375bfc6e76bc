/**
 * Together mode's REST routes on the real app (inject): the happy path, and each attack the
 * issue names answering our JSON error shape and changing nothing.
 */
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../../src/model/api-paths.js';
import { PERSON_COLOURS, ROOM_PHOTO_MAX_BYTES } from '../../../../src/model/together.js';
import type { JoinedRoom, RoomState } from '../../../../src/model/together.js';
import { startTestApp } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

/** The address with its room (and pose) filled in, spelled out here as a client would. */
const roomPath = (path: string, room: string, pose?: number) =>
  path.replace(':room', room).replace(':pose', String(pose ?? 0));

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const [RED, BLUE] = PERSON_COLOURS;
const photo = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();

async function createRoom(layout = 4): Promise<JoinedRoom> {
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.rooms,
    payload: { layout, day: '2026-11-27', name: 'Ana', colour: RED },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<JoinedRoom>();
}

const join = (room: string, name: string, colour: string) =>
  t.app.inject({
    method: 'POST',
    url: roomPath(apiPaths.roomParticipants, room),
    payload: { name, colour },
  });

const state = (room: string) => t.app.inject({ method: 'GET', url: roomPath(apiPaths.room, room) });

const putPhoto = (room: string, pose: number, token: string, body: Buffer, type = 'image/jpeg') =>
  t.app.inject({
    method: 'PUT',
    url: roomPath(apiPaths.roomPhoto, room, pose),
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload: body,
  });

function expectRefusal(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ code, error: expect.any(String) });
}

describe('together mode rooms over HTTP', () => {
  it('creates, joins, shows the state without caching, and takes photos', async () => {
    const host = await createRoom();
    const joined = await join(host.room, '  Ben ', BLUE);
    expect(joined.statusCode).toBe(201);
    const ben = joined.json<JoinedRoom>();
    const read = await state(host.room);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const room = read.json<RoomState>();
    expect(room.participants.map((p) => [p.name, p.colour, p.host])).toEqual([
      ['Ana', RED, true],
      ['Ben', BLUE, false],
    ]);

    const put = await putPhoto(host.room, 3, ben.token, await photo());
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ photo: { pose: 3, version: 1, by: ben.participant } });
    const got = await t.app.inject({
      method: 'GET',
      url: `${roomPath(apiPaths.roomPhoto, host.room, 3)}?v=1`,
    });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['cache-control']).toContain('immutable');
    expect(got.headers['cache-control']).toContain('private');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(got.rawPayload).metadata()).format).toBe('jpeg');
    const missing = await t.app.inject({
      method: 'GET',
      url: `${roomPath(apiPaths.roomPhoto, host.room, 3)}?v=2`,
    });
    expectRefusal(missing, 404, 'photo_not_found');
  });

  it('refuses forged and other rooms’ tokens before reading the photo', async () => {
    const host = await createRoom();
    const other = await createRoom();
    const body = await photo();
    expectRefusal(await putPhoto(host.room, 0, 'A'.repeat(43), body), 401, 'not_participant');
    expectRefusal(await putPhoto(host.room, 0, other.token, body), 401, 'not_participant');
    // Refused before the body is read: a forged token with too big a body hears 401, not 413.
    expectRefusal(
      await putPhoto(host.room, 0, 'A'.repeat(43), Buffer.alloc(ROOM_PHOTO_MAX_BYTES + 1)),
      401,
      'not_participant',
    );
    expectRefusal(await putPhoto(host.room, 0, 'short', body), 401, 'unauthorized');
    const noAuth = await t.app.inject({
      method: 'PUT',
      url: roomPath(apiPaths.roomPhoto, host.room, 0),
      headers: { 'content-type': 'image/jpeg' },
      payload: body,
    });
    expectRefusal(noAuth, 401, 'unauthorized');
    expect(noAuth.headers['www-authenticate']).toBe('Bearer');
    expect((await state(host.room)).json<RoomState>().photos).toEqual([]);
  });

  it('says a room is full at the seventh, and refuses a taken colour', async () => {
    const host = await createRoom();
    expectRefusal(await join(host.room, 'Ben', RED), 409, 'colour_taken');
    for (const [i, colour] of PERSON_COLOURS.slice(1).entries()) {
      expect((await join(host.room, `P${i}`, colour)).statusCode).toBe(201);
    }
    const seventh = await join(host.room, 'Seven', BLUE);
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json()).toEqual({ code: 'room_full', error: 'This room is full (6 people).' });
  });

  it('refuses bad bodies: names, colours, layouts, images, types, poses and sizes', async () => {
    const host = await createRoom(2);
    expectRefusal(await join(host.room, '', BLUE), 400, 'invalid_request');
    expectRefusal(await join(host.room, 'x'.repeat(25), BLUE), 400, 'invalid_request');
    expectRefusal(await join(host.room, 'Ben\u0007', BLUE), 400, 'invalid_request');
    expectRefusal(await join(host.room, 'Ben', '#000000'), 400, 'invalid_request');
    const badLayout = await t.app.inject({
      method: 'POST',
      url: apiPaths.rooms,
      payload: { layout: 5, day: '2026-11-27', name: 'Ana', colour: RED },
    });
    expectRefusal(badLayout, 400, 'invalid_request');
    expectRefusal(
      await putPhoto(host.room, 0, host.token, Buffer.from('GIF89a not really')),
      400,
      'invalid_image',
    );
    expectRefusal(
      await putPhoto(host.room, 0, host.token, await photo(), 'image/png'),
      400,
      'invalid_image',
    );
    expectRefusal(
      await putPhoto(host.room, 0, host.token, await photo(), 'image/gif'),
      415,
      'unsupported_media_type',
    );
    expectRefusal(await putPhoto(host.room, 2, host.token, await photo()), 400, 'invalid_pose');
    expectRefusal(await putPhoto(host.room, 9, host.token, await photo()), 400, 'invalid_request');
    expectRefusal(
      await putPhoto(host.room, 0, host.token, Buffer.alloc(ROOM_PHOTO_MAX_BYTES + 1)),
      413,
      'payload_too_large',
    );
    const hugeJson = await t.app.inject({
      method: 'POST',
      url: roomPath(apiPaths.roomParticipants, host.room),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(100_000), colour: BLUE }),
    });
    expectRefusal(hugeJson, 413, 'payload_too_large');
    expect((await state(host.room)).json<RoomState>().photos).toEqual([]);
  });

  it('answers 404 for an unknown room and 400 for a malformed id', async () => {
    const unknown = 'Z'.repeat(22);
    expectRefusal(await state(unknown), 404, 'room_not_found');
    expectRefusal(await join(unknown, 'Ben', BLUE), 404, 'room_not_found');
    expectRefusal(await state('not-a-room'), 400, 'invalid_request');
  });

  it('ends a room with any participant’s token: 410 for everything after', async () => {
    const host = await createRoom();
    const ben = (await join(host.room, 'Ben', BLUE)).json<JoinedRoom>();
    expect((await putPhoto(host.room, 0, host.token, await photo())).statusCode).toBe(200);
    const end = (token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: roomPath(apiPaths.room, host.room),
        headers: { authorization: `Bearer ${token}` },
      });
    expectRefusal(await end('B'.repeat(43)), 401, 'not_participant');
    expect((await end(ben.token)).statusCode).toBe(204);
    expectRefusal(await state(host.room), 410, 'room_closed');
    expectRefusal(await join(host.room, 'Chloé', PERSON_COLOURS[2]), 410, 'room_closed');
    expectRefusal(await putPhoto(host.room, 0, host.token, await photo()), 410, 'room_closed');
    expectRefusal(await end(host.token), 410, 'room_closed');
    const gone = await t.app.inject({
      method: 'GET',
      url: `${roomPath(apiPaths.roomPhoto, host.room, 0)}?v=1`,
    });
    expectRefusal(gone, 404, 'photo_not_found');
  });

  it('limits creates and joins per address', async () => {
    await t.close();
    t = await startTestApp({ RATE_LIMIT_LETTERS: '2' });
    const host = await createRoom();
    await createRoom();
    const third = await t.app.inject({
      method: 'POST',
      url: apiPaths.rooms,
      payload: { layout: 4, day: '2026-11-27', name: 'Ana', colour: RED },
    });
    expectRefusal(third, 429, 'rate_limited');
    // Joins count apart from creates.
    expect((await join(host.room, 'Ben', BLUE)).statusCode).toBe(201);
  });
});
