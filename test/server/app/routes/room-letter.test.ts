/**
 * The letter a room's strip went out as (issue 38), over HTTP on the real app: a phone closing
 * the room passes on only a letter it sent (its delete token as Letter-Token), never someone
 * else's; the ended room keeps it for the phones that were in it, and a reload is told it again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, roomPath } from '../../../../src/model/api-paths.js';
import type { JoinedRoom } from '../../../../src/model/together.js';
import { createRoom, joinRoom } from '../../room-phones.js';
import { createLetter, startTestApp, type CreatedLetter, type TestApp } from '../../test-app.js';

let t: TestApp;
let ana: JoinedRoom;
let ben: JoinedRoom;
beforeEach(async () => {
  t = await startTestApp();
  ana = await createRoom(t.app, 'Ana');
  ben = await joinRoom(t.app, ana.room, 'Ben', 1);
});
afterEach(() => t.close());

/** Ben ends the room, naming `letter` with `letterToken` as the proof he sent it. */
const end = (letter?: string, letterToken?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `${roomPath(apiPaths.room, ana.room)}${letter ? `?letter=${letter}` : ''}`,
    headers: {
      authorization: `Bearer ${ben.token}`,
      ...(letterToken ? { 'letter-token': letterToken } : {}),
    },
  });

/** The room as a phone reads it, with its participant token when given. */
const read = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: roomPath(apiPaths.room, ana.room),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('the letter an ended room went out as', () => {
  it('refuses to point the room at a letter its closer did not send, and stays open', async () => {
    // Someone else's letter (a stranger's, whose link Ben came by): he has its id, not its token.
    const strangers: CreatedLetter = await createLetter(t.app, undefined, 'Not yours');
    const own = await createLetter(t.app, undefined, 'Ben’s own');
    for (const [response, status, code] of [
      [await end(strangers.id), 403, 'letter_not_from_room'],
      [await end(strangers.id, own.deleteToken), 403, 'letter_not_from_room'],
      [await end(strangers.id, 'x'), 403, 'letter_not_from_room'],
      [await end('NoSuchLetterNoSuchLett', own.deleteToken), 404, 'not_found'],
    ] as const) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({ code, error: expect.any(String) });
    }
    // Nothing ended: the room is open for everyone, and tells nobody of any letter.
    expect((await read(ana.token)).statusCode).toBe(200);

    expect((await end(own.id, own.deleteToken)).statusCode).toBe(204);
    const ended = await read(ana.token);
    expect(ended.statusCode).toBe(410);
    expect(ended.json()).toEqual({
      code: 'room_closed',
      error: expect.any(String),
      letter: own.id,
    });
  });

  it('tells it after the end to the phones that were in the room, and to nobody else', async () => {
    const letter = await createLetter(t.app);
    expect((await end(letter.id, letter.deleteToken)).statusCode).toBe(204);
    // Ana and Ben reload: the room ended, with this letter.
    for (const token of [ana.token, ben.token]) {
      expect((await read(token)).json()).toMatchObject({ code: 'room_closed', letter: letter.id });
    }
    // Without a token, or with one that was never in the room, only that it ended.
    for (const token of [undefined, 'C'.repeat(43), 'not a token']) {
      const answer = await read(token);
      expect(answer.statusCode).toBe(410);
      expect(answer.json()).toEqual({ code: 'room_closed', error: expect.any(String) });
    }
    // A second close (a late phone's) changes nothing of it.
    expect((await end(letter.id, letter.deleteToken)).statusCode).toBe(410);
    expect((await read(ben.token)).json()).toMatchObject({ letter: letter.id });
  });

  it('an ended room with no letter says only that it ended', async () => {
    expect((await end()).statusCode).toBe(204);
    expect((await read(ana.token)).json()).toEqual({
      code: 'room_closed',
      error: expect.any(String),
    });
  });
});
