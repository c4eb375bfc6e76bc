/**
 * Who may do what in a room, on the whole app: a pose's photo is its person's, a removed
 * participant does not come back through the link, and names are cleaned and told apart. The
 * host's countdown and removals go over the room's socket, as on a phone.
 */
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, roomPath } from '../../../../src/model/api-paths.js';
import {
  PERSON_COLOURS,
  ROOM_PHOTO_MAX_BYTES,
  type JoinedRoom,
  type RoomState,
} from '../../../../src/model/together.js';
import { connectPhone, type Phone } from '../../room-phones.js';
import { startTestApp, type TestApp } from '../../test-app.js';

/** Ana's party: one Wi-Fi. Dan is somewhere else, alone on his address. */
const PARTY = '203.0.113.7';
const DANS = '198.51.100.20';

let t: TestApp;
let origin = '';
const phones: Phone[] = [];
beforeEach(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  for (const phone of phones.splice(0)) phone.socket.terminate();
  await t.close();
});

async function phone(joined: JoinedRoom): Promise<Phone> {
  const opened = await connectPhone(origin, joined);
  phones.push(opened);
  return opened;
}

const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();

async function createRoom(from = PARTY): Promise<JoinedRoom> {
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.rooms,
    remoteAddress: from,
    payload: { layout: 4, day: '2026-11-27', name: 'Ana', colour: PERSON_COLOURS[0] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<JoinedRoom>();
}

const join = (room: string, name: string, colour: number, from = PARTY) =>
  t.app.inject({
    method: 'POST',
    url: roomPath(apiPaths.roomParticipants, room),
    remoteAddress: from,
    payload: { name, colour: PERSON_COLOURS[colour] },
  });

async function joined(room: string, name: string, colour: number, from = PARTY) {
  const response = await join(room, name, colour, from);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<JoinedRoom>();
}

const putPhoto = (room: string, pose: number, token: string, body: Buffer) =>
  t.app.inject({
    method: 'PUT',
    url: roomPath(apiPaths.roomPhoto, room, pose),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
    payload: body,
  });

const photos = async (room: string) =>
  (await t.app.inject({ method: 'GET', url: roomPath(apiPaths.room, room) })).json<RoomState>()
    .photos;

function expectRefusal(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ code, error: expect.any(String) });
}

describe('a pose is its person’s', () => {
  it('before a countdown: a photo in a pose is its taker’s; others cannot replace it', async () => {
    const ana = await createRoom();
    const ben = await joined(ana.room, 'Ben', 1);
    const chloe = await joined(ana.room, 'Chloé', 2);
    expect((await putPhoto(ana.room, 1, ben.token, await photo())).statusCode).toBe(200);
    expectRefusal(await putPhoto(ana.room, 1, chloe.token, await photo()), 403, 'not_your_pose');
    // Refused before the body is read: too big a body still hears 403, not 413.
    const huge = Buffer.alloc(ROOM_PHOTO_MAX_BYTES + 1);
    expectRefusal(await putPhoto(ana.room, 1, chloe.token, huge), 403, 'not_your_pose');
    expect((await putPhoto(ana.room, 1, ben.token, await photo())).statusCode).toBe(200);
    expect((await putPhoto(ana.room, 2, chloe.token, await photo())).statusCode).toBe(200);
    expect(await photos(ana.room)).toEqual([
      { pose: 1, version: 2, by: ben.participant },
      { pose: 2, version: 1, by: chloe.participant },
    ]);
  });

  it('after the countdown: only the one it names, and the host gives a pose by starting again', async () => {
    const ana = await createRoom();
    const ben = await joined(ana.room, 'Ben', 1);
    const chloe = await joined(ana.room, 'Chloé', 2);
    const [a, b] = [await phone(ana), await phone(ben)];
    a.send({
      type: 'countdown',
      poses: [ana.participant, ben.participant, chloe.participant, ben.participant],
    });
    await b.heard('countdown');
    expectRefusal(await putPhoto(ana.room, 1, chloe.token, await photo()), 403, 'not_your_pose');
    expectRefusal(await putPhoto(ana.room, 1, ana.token, await photo()), 403, 'not_your_pose');
    expect((await putPhoto(ana.room, 1, ben.token, await photo())).statusCode).toBe(200);
    // The host gives pose 1 to Chloé: her photo replaces Ben's, and Ben's no longer goes in.
    a.send({
      type: 'countdown',
      poses: [ana.participant, chloe.participant, chloe.participant, ben.participant],
    });
    await b.heard('countdown', (message) => message.poses[1] === chloe.participant);
    expect((await putPhoto(ana.room, 1, chloe.token, await photo())).statusCode).toBe(200);
    expectRefusal(await putPhoto(ana.room, 1, ben.token, await photo()), 403, 'not_your_pose');
    expect(await photos(ana.room)).toEqual([{ pose: 1, version: 2, by: chloe.participant }]);
  });
});

describe('a removed participant', () => {
  async function removeFromRoom(host: Phone, participant: string, removed: Phone) {
    host.send({ type: 'remove', participant });
    await removed.heard('removed');
  }

  it('cannot join again from the address they joined from', async () => {
    const ana = await createRoom();
    const dan = await joined(ana.room, 'Dan', 1, DANS);
    await removeFromRoom(await phone(ana), dan.participant, await phone(dan));
    // Another browser, another name and colour: the same address.
    expectRefusal(await join(ana.room, 'Daniel', 3, DANS), 403, 'removed');
    expectRefusal(await join(ana.room, 'Dan', 1, DANS), 403, 'removed');
    // Others still join, from the party and from elsewhere.
    await joined(ana.room, 'Ben', 1);
    await joined(ana.room, 'Eve', 2, '192.0.2.44');
  });

  it('does not keep out the friends who share their address', async () => {
    const ana = await createRoom();
    const ben = await joined(ana.room, 'Ben', 1);
    await removeFromRoom(await phone(ana), ben.participant, await phone(ben));
    // Ana is still in the room from the party's Wi-Fi: it stays open to the party.
    await joined(ana.room, 'Chloé', 2);
    await joined(ana.room, 'Ben', 1);
  });
});

describe('names', () => {
  it('are cleaned of direction overrides and zero-width characters', async () => {
    const ana = await createRoom();
    await joined(ana.room, ' \u202EBen\u200B\u2066 ', 1);
    const state = await t.app.inject({ method: 'GET', url: roomPath(apiPaths.room, ana.room) });
    expect(state.json<RoomState>().participants.map((p) => p.name)).toEqual(['Ana', 'Ben']);
    expectRefusal(await join(ana.room, '\u200B\u202E\u2069', 2), 400, 'invalid_request');
  });

  it('are one per person in a room, whatever the case or the invisible characters', async () => {
    const ana = await createRoom();
    const taken = await join(ana.room, 'ANA', 1);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'name_taken',
      error: 'Someone in this room already has that name.',
    });
    expectRefusal(await join(ana.room, 'A\u200Bna', 1), 409, 'name_taken');
    expectRefusal(await join(ana.room, 'ａｎａ', 1), 409, 'name_taken');
    await joined(ana.room, 'Anna', 1);
    // Another room may have its own Ana.
    const other = await createRoom();
    expect(other.room).not.toBe(ana.room);
  });
});
