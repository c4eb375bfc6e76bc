/**
 * A room's WebSocket on the whole app (buildApp on a SQLite file, the real Rooms service, the
 * memory hub; across instances through Redis: test/server/wiring/room-live-instances.test.ts):
 * phones are real `ws` sockets on a listening server; rooms are made and joined through the
 * REST routes.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { apiPaths, roomPath } from '../../../../src/model/api-paths.js';
import {
  COUNTDOWN_LEAD_MS,
  ROOM_CLOSE_CODES,
  ROOM_MESSAGES_PER_SECOND,
  type JoinedRoom,
} from '../../../../src/model/together.js';
import {
  connectPhone,
  createRoom,
  joinRoom,
  liveUrl,
  refusedUpgrade,
  stripOf,
  stripUpdate,
  until,
  type Phone,
} from '../../room-phones.js';
import { createLetter, makePng, startTestApp, type TestApp } from '../../test-app.js';

const FORGED = 'A'.repeat(43);
const OTHER_ID = 'B'.repeat(22);

describe('GET /api/rooms/:room/live', () => {
  let t: TestApp;
  let origin = '';
  const phones: Phone[] = [];
  let ana: JoinedRoom;
  let ben: JoinedRoom;
  let chloe: JoinedRoom;

  beforeEach(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    ana = await createRoom(t.app, 'Ana');
    ben = await joinRoom(t.app, ana.room, 'Ben', 1);
    chloe = await joinRoom(t.app, ana.room, 'Chloé', 2);
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

  it('refuses the upgrade in JSON: bad id or token 400, unknown room 404, forged token 401', async () => {
    expect(await refusedUpgrade(liveUrl(origin, 'not-a-room', ana.token))).toMatchObject({
      status: 400,
      body: { code: 'invalid_request' },
    });
    expect(await refusedUpgrade(liveUrl(origin, ana.room, 'short'))).toMatchObject({
      status: 400,
      body: { code: 'invalid_request' },
    });
    expect(await refusedUpgrade(liveUrl(origin, OTHER_ID, ana.token))).toMatchObject({
      status: 404,
    });
    expect(await refusedUpgrade(liveUrl(origin, ana.room, FORGED))).toMatchObject({
      status: 401,
      body: { code: 'not_participant' },
    });
    // Another room's participant is nobody here.
    const other = await createRoom(t.app, 'Dan');
    expect(await refusedUpgrade(liveUrl(origin, ana.room, other.token))).toMatchObject({
      status: 401,
    });
    const plain = await t.app.inject({
      url: `${roomPath(apiPaths.roomLive, ana.room)}?token=${ana.token}`,
    });
    expect(plain.statusCode).toBe(426);
  });

  it('welcomes with who you are, the room, the whole document and the server time', async () => {
    const a = await phone(ana);
    const welcome = await a.heard('welcome');
    expect(welcome.you).toBe(ana.participant);
    expect(welcome.room.participants.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Chloé']);
    expect(Math.abs(welcome.serverTime - Date.now())).toBeLessThan(1_000);
    expect(stripOf(welcome.update)).toEqual({});

    a.send({ type: 'update', update: stripUpdate('frame', '#ff0000') });
    a.send({ type: 'update', update: stripUpdate('stamp', 'on') });
    // A phone's messages are handled in order: its pong comes after both updates are stored.
    a.send({ type: 'ping', id: 1, sent: 5 });
    const pong = await a.heard('pong');
    expect(pong).toMatchObject({ id: 1, sent: 5 });
    expect(Math.abs(pong.serverTime - Date.now())).toBeLessThan(1_000);
    // A late joiner's welcome holds both, from the store.
    const b = await phone(ben);
    expect(stripOf((await b.heard('welcome')).update)).toEqual({ frame: '#ff0000', stamp: 'on' });
  });

  it('passes an update to every other phone of the room, not back to its sender', async () => {
    const [a, b, c] = [await phone(ana), await phone(ben), await phone(chloe)];
    const update = stripUpdate('sticker', 'star');
    b.send({ type: 'update', update });
    const atA = await a.heard('update');
    const atC = await c.heard('update');
    expect(atA).toEqual({ type: 'update', update, from: ben.participant });
    expect(atC).toEqual(atA);
    // Ben's own phone hears nothing of it: its pong comes, no update.
    b.send({ type: 'ping', id: 2, sent: 0 });
    await b.heard('pong');
    expect(b.messages.filter((m) => m.type === 'update')).toEqual([]);
  });

  it('a phone that was offline catches up both ways when it reconnects', async () => {
    const a = await phone(ana);
    const b = await phone(ben);
    b.socket.close();
    await b.closed;
    // While Ben is away, Ana changes the strip; so does Ben, on his phone alone.
    a.send({ type: 'update', update: stripUpdate('frame', '#abcdef') });
    a.send({ type: 'ping', id: 1, sent: 0 });
    await a.heard('pong');
    const back = await phone(ben);
    expect(stripOf((await back.heard('welcome')).update)).toEqual({ frame: '#abcdef' });
    // His own change goes out with his state on reconnect, as any update.
    const his = stripUpdate('stamp', 'off');
    back.send({ type: 'update', update: his });
    expect((await a.heard('update')).update).toBe(his);
  });

  it('shows a selection to the others as the sender’s, whatever the message claims', async () => {
    const [a, b] = [await phone(ana), await phone(ben)];
    // A forged author is no field of the schema: it is ignored, the token says who sends.
    b.send({
      type: 'presence',
      selection: { kind: 'sticker', id: 3 },
      participant: ana.participant,
    });
    expect(await a.heard('presence')).toEqual({
      type: 'presence',
      participant: ben.participant,
      selection: { kind: 'sticker', id: 3 },
    });
    // And the sender does not hear its own.
    b.send({ type: 'ping', id: 1, sent: 0 });
    await b.heard('pong');
    expect(b.messages.some((m) => m.type === 'presence')).toBe(false);
    expect(a.messages.filter((m) => m.type === 'presence')).toHaveLength(1);
  });

  it('refuses what it cannot read, and the socket stays open', async () => {
    const a = await phone(ana);
    a.send('not json');
    a.socket.send('{nope');
    a.send({ type: 'dance' });
    a.send({ type: 'update', update: '***' });
    a.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    a.send({ type: 'update', update: Buffer.from('not yjs at all').toString('base64') });
    await until(() => a.messages.filter((m) => m.type === 'refused').length === 6);
    const codes = a.messages.flatMap((m) => (m.type === 'refused' ? [m.code] : []));
    expect(codes).toEqual([
      'invalid_message',
      'invalid_message',
      'invalid_message',
      'invalid_message',
      'invalid_message',
      'invalid_update',
    ]);
    a.send({ type: 'ping', id: 9, sent: 0 });
    await a.heard('pong');
    expect(a.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a 10 MB message with 1009; the others keep their updates', async () => {
    const [a, b, c] = [await phone(ana), await phone(ben), await phone(chloe)];
    c.socket.send('x'.repeat(10 * 1024 * 1024));
    expect((await c.closed).code).toBe(1009);
    const update = stripUpdate('frame', '#00ff00');
    a.send({ type: 'update', update });
    expect((await b.heard('update')).update).toBe(update);
  });

  it('1,000 messages in a second are refused past the rate; the others still get their updates', async () => {
    const [a, b, c] = [await phone(ana), await phone(ben), await phone(chloe)];
    const start = performance.now();
    for (let i = 0; i < 1_000; i += 1) c.send({ type: 'presence', selection: null });
    await c.heard('refused', (m) => m.code === 'too_many_messages');
    const update = stripUpdate('frame', '#0000ff');
    a.send({ type: 'update', update });
    expect((await b.heard('update')).update).toBe(update);
    // Refused once, not once per message; at most the burst reached the others.
    expect(c.messages.filter((m) => m.type === 'refused')).toHaveLength(1);
    await until(() => a.messages.filter((m) => m.type === 'presence').length >= 60);
    // The bucket's burst, and what it refilled meanwhile: on a busy machine the 1,000 take longer
    // to arrive than a second, and the rate lets more through, never more than that.
    const seconds = (performance.now() - start) / 1000;
    const allowed = ROOM_MESSAGES_PER_SECOND * (1 + seconds);
    expect(a.messages.filter((m) => m.type === 'presence').length).toBeLessThanOrEqual(allowed);
    expect(allowed).toBeLessThan(1_000);
    expect(c.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a socket that floods far past the rate with 4429', async () => {
    const [a, c] = [await phone(ana), await phone(chloe)];
    for (let i = 0; i < 5_000 && c.socket.readyState === WebSocket.OPEN; i += 1) {
      c.send({ type: 'ping', id: i, sent: 0 });
    }
    expect((await c.closed).code).toBe(ROOM_CLOSE_CODES.flooding);
    a.send({ type: 'ping', id: 1, sent: 0 });
    await a.heard('pong');
  });

  it('the host’s countdown reaches every phone with one shootAt; others may not start it', async () => {
    const [a, b, c] = [await phone(ana), await phone(ben), await phone(chloe)];
    b.send({ type: 'countdown', poses: [ben.participant, null, null] });
    expect((await b.heard('refused')).code).toBe('not_host');
    a.send({ type: 'countdown', poses: [ana.participant, OTHER_ID, null] });
    expect((await a.heard('refused')).code).toBe('unknown_participant');
    a.send({ type: 'countdown', poses: [ana.participant, ben.participant] });
    expect((await a.heard('refused', (m) => m.code === 'invalid_message')).error).toMatch(/3/);

    const poses = [ana.participant, ben.participant, chloe.participant];
    const pressed = Date.now();
    a.send({ type: 'countdown', poses });
    const heard = await Promise.all([a, b, c].map((p) => p.heard('countdown')));
    expect(new Set(heard.map((m) => m.shootAt)).size).toBe(1);
    expect(heard[0]?.poses).toEqual(poses);
    const lead = (heard[0]?.shootAt ?? 0) - pressed;
    expect(lead).toBeGreaterThanOrEqual(COUNTDOWN_LEAD_MS - 50);
    expect(lead).toBeLessThanOrEqual(COUNTDOWN_LEAD_MS + 1_000);
  });

  it('a phone that reloads while the countdown runs gets it after its welcome', async () => {
    const [a, b] = [await phone(ana), await phone(ben)];
    await phone(chloe);
    const poses = [ana.participant, ben.participant, chloe.participant];
    a.send({ type: 'countdown', poses });
    const { shootAt } = await b.heard('countdown');
    b.socket.close();
    await b.closed;
    const again = await phone(ben);
    const heard = await again.heard('countdown');
    expect(heard).toMatchObject({ poses, shootAt });
    expect(again.messages.findIndex((m) => m.type === 'welcome')).toBeLessThan(
      again.messages.findIndex((m) => m.type === 'countdown'),
    );
  });

  it('the host removes a participant: removed, closed 4403, gone from the list, token refused', async () => {
    const [a, b, c] = [await phone(ana), await phone(ben), await phone(chloe)];
    b.send({ type: 'remove', participant: chloe.participant });
    expect((await b.heard('refused')).code).toBe('not_host');
    a.send({ type: 'remove', participant: OTHER_ID });
    expect((await a.heard('refused')).code).toBe('unknown_participant');

    a.send({ type: 'remove', participant: chloe.participant });
    await c.heard('removed');
    expect((await c.closed).code).toBe(ROOM_CLOSE_CODES.removed);
    const without = (m: { participants: { id: string }[] }) =>
      !m.participants.some((p) => p.id === chloe.participant);
    await a.heard('participants', without);
    await b.heard('participants', without);
    expect(a.messages.some((m) => m.type === 'removed')).toBe(false);
    expect(await refusedUpgrade(liveUrl(origin, chloe.room, chloe.token))).toMatchObject({
      status: 401,
      body: { code: 'not_participant' },
    });
  });

  it('shows who is online, and who left', async () => {
    const a = await phone(ana);
    const online =
      (id: string, is: boolean) => (m: { participants: { id: string; online: boolean }[] }) =>
        m.participants.some((p) => p.id === id && p.online === is);
    const b = await phone(ben);
    await a.heard('participants', online(ben.participant, true));
    b.socket.close();
    await a.heard('participants', online(ben.participant, false));
  });

  it('a room that ends tells every phone who sent it and the letter, closes 4410, and refuses new sockets', async () => {
    const [a, b] = [await phone(ana), await phone(ben)];
    const sent = await createLetter(t.app);
    const end = (query: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `${roomPath(apiPaths.room, ana.room)}${query}`,
        headers: { authorization: `Bearer ${ben.token}`, 'letter-token': sent.deleteToken },
      });
    // Only a letter's id is passed on: anything else is refused, and the room stays open.
    expect((await end('?letter=not-an-id')).statusCode).toBe(400);
    const letter = sent.id;
    expect((await end(`?letter=${letter}`)).statusCode).toBe(204);
    expect(await a.heard('closed')).toEqual({ type: 'closed', by: 'Ben', letter });
    expect((await a.closed).code).toBe(ROOM_CLOSE_CODES.closed);
    expect((await b.closed).code).toBe(ROOM_CLOSE_CODES.closed);
    expect((await refusedUpgrade(liveUrl(origin, ana.room, ana.token))).status).toBe(410);
  });

  it('a photo put through REST reaches every phone', async () => {
    const [a, b] = [await phone(ana), await phone(ben)];
    const put = await t.app.inject({
      method: 'PUT',
      url: roomPath(apiPaths.roomPhoto, ana.room, 1),
      headers: { authorization: `Bearer ${ben.token}`, 'content-type': 'image/png' },
      payload: await makePng(60, 80),
    });
    expect(put.statusCode).toBe(200);
    const photo = { pose: 1, version: 1, by: ben.participant };
    expect(await a.heard('photo')).toEqual({ type: 'photo', photo });
    expect(await b.heard('photo')).toEqual({ type: 'photo', photo });
  });

  it('closes a phone that stops answering pings; the others see it offline', async () => {
    await t.close();
    t = await startTestApp({ LIVE_HEARTBEAT_SECONDS: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    ana = await createRoom(t.app, 'Ana');
    ben = await joinRoom(t.app, ana.room, 'Ben', 1);
    const a = await phone(ana);
    const b = await phone(ben);
    const benIs = (online: boolean) => (m: { participants: { id: string; online: boolean }[] }) =>
      m.participants.some((p) => p.id === ben.participant && p.online === online);
    await a.heard('participants', benIs(true));
    // Ben's browser freezes: it reads nothing more, so it answers no ping. Only what Ana hears
    // from now on counts (she heard Ben offline before he connected).
    a.messages.length = 0;
    (b.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    await a.heard('participants', benIs(false), 5_000);
    // Ana's phone answered every ping and is still served.
    a.send({ type: 'ping', id: 1, sent: 0 });
    await a.heard('pong');
  });

  it('says going away when the app stops', async () => {
    const a = await phone(ana);
    await t.app.close();
    expect((await a.closed).code).toBe(1001);
  });
});
