/**
 * The connection against a tiny real WebSocket server playing the room's part of the contract
 * (model/together.ts): welcome with the document, updates passed on to the others, pongs from
 * a clock 10 s ahead, the countdown, and the close codes. Our own piece only, not the server's.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import * as Y from 'yjs';
import type { ClientMessage, RoomState, ServerMessage } from '../../../model/together.js';
import type { Fetch } from '../api/letter-api.js';
import { memoryStorage } from '../storage/safe-storage.js';
import { roomCredentials } from './credentials.js';
import { base64ToBytes, bytesToBase64 } from './base64.js';
import { keptDocs, type KeptDocsStore } from './kept-docs.js';
import { LiveRoomConnection, type RoomConnectionOptions } from './room-connection.js';
import { getRoomConnection } from './room-connections.js';
import type { WebSocketLike } from './room-socket.js';
import { applyEvent, decorationOf } from './shared-doc.js';

const ROOM = 'r'.repeat(22);
const people = { ana: 'a'.repeat(22), ben: 'b'.repeat(22) };
const tokenOf = (id: string) => id.slice(0, 1).repeat(43);
const SERVER_AHEAD_MS = 10_000;

const sticker = (id: number, x = 0) => ({
  id,
  x,
  y: 0,
  width: 64,
  height: 64,
  rotation: 0,
  char: '🌟',
});

interface Client {
  readonly id: string;
  readonly socket: WebSocket;
}

/** The room's side, as small as the tests need. */
async function roomServer() {
  const doc = new Y.Doc();
  const clients = new Set<Client>();
  const received: (ClientMessage & { by: string })[] = [];
  let connections = 0;
  let refuse = false;
  const state = (): RoomState => ({
    id: ROOM,
    layout: 2,
    day: '2026-11-27',
    createdAt: new Date().toISOString(),
    participants: Object.entries(people).map(([name, id], index) => ({
      id,
      name,
      colour: index === 0 ? '#d62e4d' : '#1f6fd1',
      host: index === 0,
      online: true,
    })),
    photos: [],
  });
  const server = new WebSocketServer({
    port: 0,
    verifyClient: (_info, done) => (refuse ? done(false, 404) : done(true)),
  });
  const sendTo = (socket: WebSocket, message: ServerMessage) =>
    socket.send(JSON.stringify(message));
  server.on('connection', (socket, request) => {
    connections += 1;
    const token = new URL(request.url ?? '', 'http://x').searchParams.get('token');
    const id = Object.values(people).find((p) => tokenOf(p) === token);
    if (!id) return socket.close(4401);
    const client = { id, socket };
    clients.add(client);
    socket.on('close', () => clients.delete(client));
    sendTo(socket, {
      type: 'welcome',
      you: id,
      room: state(),
      update: bytesToBase64(Y.encodeStateAsUpdate(doc)),
      serverTime: Date.now() + SERVER_AHEAD_MS,
    });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as ClientMessage;
      received.push({ ...message, by: id });
      const others = [...clients].filter((c) => c !== client);
      if (message.type === 'update') {
        Y.applyUpdate(doc, base64ToBytes(message.update));
        for (const other of others) sendTo(other.socket, { ...message, from: id });
      } else if (message.type === 'ping') {
        sendTo(socket, { ...message, type: 'pong', serverTime: Date.now() + SERVER_AHEAD_MS });
      } else if (message.type === 'presence') {
        for (const other of others) sendTo(other.socket, { ...message, participant: id });
      } else if (message.type === 'countdown') {
        const shootAt = Date.now() + SERVER_AHEAD_MS + 4000;
        for (const c of clients) sendTo(c.socket, { ...message, shootAt });
      }
    });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    doc,
    received,
    origin: `ws://127.0.0.1:${port}`,
    connections: () => connections,
    /** Refuses upgrades from now on, as the server does for a room that is gone. */
    refuseUpgrades: () => void (refuse = true),
    acceptUpgrades: () => void (refuse = false),
    /** Cuts every socket without a close frame, as a lost network does. */
    dropAll: () => clients.forEach((c) => c.socket.terminate()),
    closeFor: (id: string, code: number, message?: ServerMessage) =>
      clients.forEach((c) => {
        if (c.id !== id) return;
        if (message) sendTo(c.socket, message);
        c.socket.close(code);
      }),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

type Server = Awaited<ReturnType<typeof roomServer>>;
const opened: LiveRoomConnection[] = [];
let running: Server | null = null;

afterEach(async () => {
  for (const connection of opened.splice(0)) connection.close();
  await running?.stop();
  running = null;
});

async function start(): Promise<Server> {
  running = await roomServer();
  return running;
}

const requests: { url: string; init: RequestInit | undefined }[] = [];
const answers = new Map<string, () => Response>();
const fakeFetch: Fetch = (url, init) => {
  requests.push({ url, init });
  const answer = answers.get(`${init?.method ?? 'GET'} ${url}`);
  return Promise.resolve(answer ? answer() : new Response(null, { status: 500 }));
};

/** The last connection's wake-up call (the browser's online and visibilitychange events). */
let wake: () => void = () => undefined;
/** The last connection's call for the browser's offline event. */
let lose: () => void = () => undefined;

function connect(
  server: Server,
  id: string,
  more: Partial<RoomConnectionOptions> = {},
): LiveRoomConnection {
  const connection = new LiveRoomConnection({
    ...more,
    onWake: (listener) => {
      wake = listener;
      return () => undefined;
    },
    onOffline: (listener) => {
      lose = listener;
      return () => undefined;
    },
    room: ROOM,
    credentials: { participant: id, token: tokenOf(id) },
    socketOrigin: server.origin,
    httpOrigin: 'http://room.test',
    createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    fetch: fakeFetch,
    // The shortest pause before reconnecting: 1 s.
    random: () => 0,
  });
  opened.push(connection);
  return connection;
}

const until = (check: () => void, timeout = 15_000) => vi.waitFor(check, { timeout, interval: 10 });

const realSetTimeout = globalThis.setTimeout;
/**
 * Asks until `done` answers true, on the real clock, leaving fake timers where they are
 * (vi.waitFor and expect.poll move them on at each try).
 */
async function untilStill(done: () => boolean, timeout = 10_000): Promise<void> {
  const began = Date.now();
  while (!done()) {
    if (Date.now() - began > timeout) throw new Error(`Not done after ${timeout} ms.`);
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
}

describe('a phone’s room connection', () => {
  it('opens with the server’s document, and passes changes both ways', async () => {
    const server = await start();
    applyEvent(server.doc, { type: 'FrameColourChosen', colour: '#abcdef' }, {});
    const ana = connect(server, people.ana);
    const ben = connect(server, people.ben);
    await until(() => expect(ben.snapshot().status).toBe('open'));
    await until(() => expect(ana.snapshot().status).toBe('open'));
    expect(decorationOf(ana.doc).frameColour).toBe('#abcdef');
    expect(ana.snapshot().participants.map((p) => p.id)).toEqual([people.ana, people.ben]);

    applyEvent(ana.doc, { type: 'StickerAdded', sticker: sticker(1) }, ana.origin);
    await until(() => expect(decorationOf(ben.doc).stickers).toHaveLength(1));
    applyEvent(ben.doc, { type: 'StickerAdded', sticker: sticker(2, 30) }, ben.origin);
    await until(() => expect(decorationOf(ana.doc).stickers.map((s) => s.x)).toEqual([0, 30]));
    // Ana's undo takes back her own sticker, not Ben's, on both phones.
    expect(ben.undoManager.canUndo()).toBe(true);
    ana.undoManager.undo();
    await until(() => expect(decorationOf(ben.doc).stickers.map((s) => s.id)).toEqual([2]));
    expect(decorationOf(ana.doc).stickers.map((s) => s.id)).toEqual([2]);
  });

  it('sends a burst of changes in few messages', async () => {
    const server = await start();
    const ana = connect(server, people.ana);
    await until(() => expect(ana.snapshot().status).toBe('open'));
    const began = performance.now();
    for (let id = 1; id <= 40; id++) {
      applyEvent(ana.doc, { type: 'StickerAdded', sticker: sticker(id) }, ana.origin);
    }
    const took = performance.now() - began;
    await until(() => expect(decorationOf(server.doc).stickers).toHaveLength(40));
    // The first at once, then one message per 30 ms window the burst spanned (one, unless a busy
    // machine made the 40 changes take longer): never one per change. How long the burst took
    // only loosens the bound; it is not itself bounded (a machine at load 20 took 600 ms).
    const windows = 1 + Math.ceil(took / 30);
    expect(server.received.filter((m) => m.type === 'update').length).toBeLessThanOrEqual(
      1 + windows,
    );
  });

  it('measures the clock offset and gives the countdown in local time', async () => {
    const server = await start();
    const ana = connect(server, people.ana);
    await until(() => expect(server.received.filter((m) => m.type === 'ping')).toHaveLength(5));
    // The server is 10 s ahead. The offset found is off by half a round trip at most: a few ms
    // here, more on a loaded machine; the bounds say the offset is applied, not how precisely
    // (clock-sync.test.ts does, with exact times).
    await until(() =>
      expect(Math.abs(ana.snapshot().clockOffset - SERVER_AHEAD_MS)).toBeLessThan(1000),
    );
    ana.startCountdown([people.ana, people.ben]);
    await until(() => expect(ana.snapshot().countdown).not.toBeNull());
    const countdown = ana.snapshot().countdown;
    expect(countdown?.poses).toEqual([people.ana, people.ben]);
    expect(Math.abs((countdown?.shootAtLocal ?? 0) - (Date.now() + 4000))).toBeLessThan(1000);
  });

  it('shares selections, and catches up both ways after a drop', async () => {
    const server = await start();
    const ana = connect(server, people.ana);
    const ben = connect(server, people.ben);
    await until(() => expect(ana.snapshot().status).toBe('open'));
    await until(() => expect(ben.snapshot().status).toBe('open'));
    ana.setSelection({ kind: 'sticker', id: 7 });
    await until(() =>
      expect(ben.snapshot().presence.get(people.ana)).toEqual({ kind: 'sticker', id: 7 }),
    );

    server.dropAll();
    await until(() => expect(ana.snapshot().status).toBe('offline'));
    // Both change things while apart (Ben's reaches the server only after his reconnect too).
    applyEvent(ana.doc, { type: 'StickerAdded', sticker: sticker(1) }, ana.origin);
    applyEvent(ana.doc, { type: 'DateStampToggled', on: false }, ana.origin);
    applyEvent(ben.doc, { type: 'FrameColourChosen', colour: '#101010' }, ben.origin);
    await until(() => expect(ana.snapshot().status).toBe('open'));
    await until(() => expect(ben.snapshot().status).toBe('open'));
    await until(() => {
      expect(decorationOf(ana.doc)).toEqual(decorationOf(ben.doc));
      expect(decorationOf(server.doc)).toEqual(decorationOf(ana.doc));
    });
    expect(decorationOf(ana.doc)).toMatchObject({ dateStamp: false, frameColour: '#101010' });
    // The selection is offered again after the reconnect.
    expect(
      server.received.filter((m) => m.type === 'presence' && m.by === people.ana),
    ).toHaveLength(2);
  });

  it('keeps changes made offline through a reload, and sends them once back', async () => {
    const server = await start();
    let kept: unknown;
    const store: KeptDocsStore = {
      read: () => Promise.resolve(kept),
      write: (value) => Promise.resolve(void (kept = value)),
    };
    const leaving: (() => void)[] = [];
    const options = {
      keeper: keptDocs(store),
      onLeave: (leave: () => void) => {
        leaving.push(leave);
        return () => undefined;
      },
    };
    const ana = connect(server, people.ana, options);
    await until(() => expect(ana.snapshot().status).toBe('open'));
    // The network goes, and stays gone while Ana adds a sticker; then the page reloads.
    server.refuseUpgrades();
    server.dropAll();
    await until(() => expect(ana.snapshot().status).toBe('offline'));
    applyEvent(ana.doc, { type: 'StickerAdded', sticker: sticker(5, 40) }, ana.origin);
    // The page goes before the change's keeping delay: pagehide keeps it.
    leaving.at(-1)?.();
    await until(() => expect(Object.keys(kept as object)).toEqual([ROOM]));
    opened.splice(opened.indexOf(ana), 1);
    ana.close();
    expect(decorationOf(server.doc).stickers).toEqual([]);

    // The reloaded page's connection has it from the phone, and its welcome sends it.
    server.acceptUpgrades();
    const reloaded = connect(server, people.ana, options);
    await until(() => expect(reloaded.snapshot().status).toBe('open'), 5000);
    await until(() => expect(decorationOf(server.doc).stickers).toEqual([sticker(5, 40)]));
    // Undo is this page's own changes: the kept ones are not among them.
    expect(reloaded.undoManager.canUndo()).toBe(false);
  });

  it('forgets the kept document once the room is over for this phone', async () => {
    const server = await start();
    let kept: unknown;
    const store: KeptDocsStore = {
      read: () => Promise.resolve(kept),
      write: (value) => Promise.resolve(void (kept = value)),
    };
    const ana = connect(server, people.ana, { keeper: keptDocs(store) });
    await until(() => expect(ana.snapshot().status).toBe('open'));
    applyEvent(ana.doc, { type: 'StickerAdded', sticker: sticker(6) }, ana.origin);
    await until(() => expect(Object.keys((kept ?? {}) as object)).toEqual([ROOM]));
    server.closeFor(people.ana, 4410);
    await until(() => expect(ana.snapshot().status).toBe('closed'));
    await until(() => expect(kept).toEqual({}));
  });

  it('reconnects at once when the network comes back, not after the pause', async () => {
    const server = await start();
    const ana = connect(server, people.ana);
    await until(() => expect(ana.snapshot().status).toBe('open'));
    server.dropAll();
    // From here the backoff's pause never ends (its timer is the test's, and nothing moves it):
    // only the wake-up can bring the phone back, however slow the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await untilStill(() => ana.snapshot().status === 'offline');
      wake();
      await untilStill(() => ana.snapshot().status === 'open');
      expect(server.connections()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says offline at once when the device does, though its socket has not closed', async () => {
    const server = await start();
    const ana = connect(server, people.ana);
    await until(() => expect(ana.snapshot().status).toBe('open'));
    lose();
    // No close came from the socket (a network that vanished falls silent): the event decides.
    expect(ana.snapshot().status).toBe('offline');
    applyEvent(ana.doc, { type: 'FrameColourChosen', colour: '#202020' }, ana.origin);
    // Here the server is still reachable: the next try gets in and sends what changed.
    await until(() => expect(ana.snapshot().status).toBe('open'));
    await until(() => expect(decorationOf(server.doc).frameColour).toBe('#202020'));
    expect(server.connections()).toBe(2);
  });

  it('stops for good when removed, without coming back', async () => {
    const server = await start();
    const ben = connect(server, people.ben);
    await until(() => expect(ben.snapshot().status).toBe('open'));
    server.closeFor(people.ben, 4403, { type: 'removed' });
    await until(() => expect(ben.snapshot().status).toBe('removed'));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(server.connections()).toBe(1);
  });

  it('says who closed the room', async () => {
    const server = await start();
    const ben = connect(server, people.ben);
    await until(() => expect(ben.snapshot().status).toBe('open'));
    server.closeFor(people.ben, 4410, { type: 'closed', by: 'Ana' });
    await until(() => expect(ben.snapshot()).toMatchObject({ status: 'closed', closedBy: 'Ana' }));
  });

  it('asks the API why an upgrade was refused: a room that is gone ends the attempts', async () => {
    const server = await start();
    server.refuseUpgrades();
    answers.set(`GET http://room.test/api/rooms/${ROOM}`, () =>
      Response.json({ error: 'No such room.', code: 'room_not_found' }, { status: 404 }),
    );
    const ana = connect(server, people.ana);
    await until(() => expect(ana.snapshot().status).toBe('gone'));
    expect(server.connections()).toBe(0);
  });

  it('says a phone the host removed is removed, on a page opened after the removal too', async () => {
    const server = await start();
    server.refuseUpgrades();
    answers.set(`GET http://room.test/api/rooms/${ROOM}`, () =>
      Response.json({
        id: ROOM,
        layout: 2,
        day: '2026-11-27',
        createdAt: new Date().toISOString(),
        participants: [
          { id: people.ana, name: 'ana', colour: '#d62e4d', host: true, online: true },
        ],
        photos: [],
      }),
    );
    const ben = connect(server, people.ben);
    await until(() => expect(ben.snapshot().status).toBe('removed'));
    expect(server.connections()).toBe(0);
  });

  it('reloaded onto a room that ended with a letter, asks with its token and is told the letter', async () => {
    const server = await start();
    server.refuseUpgrades();
    const letter = 'L'.repeat(22);
    answers.set(`GET http://room.test/api/rooms/${ROOM}`, () =>
      Response.json(
        { error: 'This room has ended.', code: 'room_closed', letter },
        { status: 410 },
      ),
    );
    const ben = connect(server, people.ben);
    await until(() =>
      expect(ben.snapshot()).toMatchObject({ status: 'closed', closedLetter: letter }),
    );
    const asked = requests.filter((r) => r.url === `http://room.test/api/rooms/${ROOM}`).at(-1);
    expect(asked?.init?.headers).toEqual({ Authorization: `Bearer ${tokenOf(people.ben)}` });
  });

  it('ends the room with its letter and proof; a letter refused is not passed on, the room ends', async () => {
    const server = await start();
    const ana = connect(server, people.ana);
    await until(() => expect(ana.snapshot().status).toBe('open'));
    const url = `http://room.test/api/rooms/${ROOM}`;
    answers.set(`DELETE ${url}?letter=${'L'.repeat(22)}`, () =>
      Response.json({ error: 'Not yours.', code: 'letter_not_from_room' }, { status: 403 }),
    );
    answers.set(`DELETE ${url}`, () => new Response(null, { status: 204 }));
    await ana.end({ id: 'L'.repeat(22), deleteToken: 'D'.repeat(43) });
    const ends = requests.filter((r) => r.init?.method === 'DELETE');
    expect(ends.map((r) => [r.url, r.init?.headers])).toEqual([
      [
        `${url}?letter=${'L'.repeat(22)}`,
        { Authorization: `Bearer ${tokenOf(people.ana)}`, 'Letter-Token': 'D'.repeat(43) },
      ],
      [url, { Authorization: `Bearer ${tokenOf(people.ana)}` }],
    ]);
    expect(ana.snapshot()).toMatchObject({ status: 'closed', closedLetter: null });
  });

  it('uploads a pose’s photo with the token, and names its address by version', async () => {
    const server = await start();
    const ana = connect(server, people.ana);
    await until(() => expect(ana.snapshot().status).toBe('open'));
    const photo = { pose: 1, version: 2, by: people.ana };
    answers.set(`PUT http://room.test/api/rooms/${ROOM}/photos/1`, () => Response.json({ photo }));
    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await expect(ana.uploadPhoto(1, blob)).resolves.toEqual(photo);
    const put = requests.find((r) => r.init?.method === 'PUT');
    expect(put?.init?.headers).toMatchObject({
      Authorization: `Bearer ${tokenOf(people.ana)}`,
      'Content-Type': 'image/png',
    });
    expect(ana.snapshot().room?.photos).toEqual([photo]);
    expect(ana.photoUrl(photo)).toBe(`http://room.test/api/rooms/${ROOM}/photos/1?v=2`);
  });
});

describe('getRoomConnection', () => {
  it('is null before joining, and one connection per room after', async () => {
    const server = await start();
    const credentials = roomCredentials(memoryStorage());
    const deps = {
      credentials,
      socketOrigin: server.origin,
      httpOrigin: '',
      createSocket: (url: string) => new WebSocket(url) as unknown as WebSocketLike,
      fetch: fakeFetch,
    };
    expect(getRoomConnection(ROOM, deps)).toBeNull();
    credentials.set(ROOM, { participant: people.ana, token: tokenOf(people.ana) });
    const first = getRoomConnection(ROOM, deps);
    expect(getRoomConnection(ROOM, deps)).toBe(first);
    await until(() => expect(first?.snapshot().status).toBe('open'));
    first?.close();
    const second = getRoomConnection(ROOM, deps);
    expect(second).not.toBe(first);
    second?.close();
  });
});
