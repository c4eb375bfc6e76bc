/**
 * One participant floods a room's socket with updates built to cost work, on the whole app over a
 * real port: the updates are refused before any work is done on them, the room's other
 * participants still pass their changes, and the other readers of the server (`/healthz`, a
 * friend's letter) are answered all along. How long those reads take is bench/room-flood.ts's
 * to print: here only what is refused and what still arrives is checked.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  ROOM_MESSAGE_MAX_BYTES,
  ROOM_UPDATE_BURST_BYTES,
  ROOM_UPDATE_BYTES_PER_SECOND,
  ROOM_UPDATE_MAX_STRUCTS,
  type JoinedRoom,
} from '../../../../src/model/together.js';
import { manyClientsUpdate, manyStructsUpdate, toBase64 } from '../../hostile-updates.js';
import {
  connectPhone,
  createRoom,
  joinRoom,
  stripUpdate,
  until,
  type Phone,
} from '../../room-phones.js';
import { createLetter, startTestApp, type TestApp } from '../../test-app.js';

let t: TestApp | undefined;
const phones: Phone[] = [];
afterEach(async () => {
  for (const phone of phones.splice(0)) phone.socket.terminate();
  await t?.close();
  t = undefined;
});

async function listening(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return `127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
}

async function phone(host: string, joined: JoinedRoom): Promise<Phone> {
  const opened = await connectPhone(`ws://${host}`, joined);
  phones.push(opened);
  return opened;
}

/** Reads `paths` over HTTP one after another until `stop()`; answers the times and statuses. */
async function readAll(host: string, paths: string[], stop: () => boolean) {
  const ms: number[] = [];
  const statuses = new Set<number>();
  do {
    for (const path of paths) {
      const start = performance.now();
      const response = await fetch(`http://${host}${path}`);
      await response.arrayBuffer();
      ms.push(performance.now() - start);
      statuses.add(response.status);
    }
  } while (!stop());
  return { ms, statuses };
}

const p95 = (ms: number[]): number =>
  [...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.95)] ?? NaN;

describe('a room flooded with costly updates', () => {
  it('refuses updates of thousands of client ids; the others and the server carry on', async () => {
    t = await startTestApp();
    const host = await listening(t);
    const letter = await createLetter(t.app);
    const ana = await createRoom(t.app, 'Ana');
    const ben = await joinRoom(t.app, ana.room, 'Ben', 1);
    const chloe = await joinRoom(t.app, ana.room, 'Chloé', 2);
    const [a, b, c] = [await phone(host, ana), await phone(host, ben), await phone(host, chloe)];

    // Each under the 60 KB cap: ~2,000 one-character edits by as many client ids.
    const frames = [manyClientsUpdate(2000, 1), manyClientsUpdate(2000, 2)].map(toBase64);
    let flooding = true;
    const reading = readAll(host, ['/healthz', `/api/letters/${letter.id}`], () => !flooding);
    const FRAMES = 40;
    for (let i = 0; i < FRAMES; i += 1) {
      a.send({ type: 'update', update: frames[i % frames.length] });
    }
    // Meanwhile Chloé's change reaches Ben.
    const update = stripUpdate('frame', '#00ff00');
    c.send({ type: 'update', update });
    expect((await b.heard('update', (m) => m.update === update)).update).toBe(update);
    await until(() => a.messages.filter((m) => m.type === 'refused').length === FRAMES, 20_000);
    flooding = false;
    const reads = await reading;

    const codes = new Set(a.messages.flatMap((m) => (m.type === 'refused' ? [m.code] : [])));
    expect([...codes]).toEqual(['update_too_complex']);
    // None of it reached the others, nor the document.
    expect(b.messages.filter((m) => m.type === 'update')).toHaveLength(1);
    const late = await phone(host, ben);
    expect(
      Buffer.from(late.messages[0]?.type === 'welcome' ? late.messages[0].update : '', 'base64')
        .length,
    ).toBeLessThan(200);
    expect([...reads.statuses]).toEqual([200]);
    expect(a.socket.readyState).toBe(WebSocket.OPEN);
    console.log(`reads during the flood: ${reads.ms.length}, p95 ${p95(reads.ms).toFixed(1)} ms`);
  }, 60_000);

  it('takes one participant’s large updates up to their bytes budget, then asks them to slow down', async () => {
    t = await startTestApp();
    const host = await listening(t);
    const ana = await createRoom(t.app, 'Ana');
    const ben = await joinRoom(t.app, ana.room, 'Ben', 1);
    const [a, b] = [await phone(host, ana), await phone(host, ben)];
    // The most one update may hold, each by a client id of its own.
    const frames = Array.from({ length: 30 }, (_, i) =>
      toBase64(manyStructsUpdate(ROOM_UPDATE_MAX_STRUCTS, 100 + i)),
    );
    const size = Buffer.from(frames[0] ?? '', 'base64').length;
    const start = performance.now();
    for (const update of frames) a.send({ type: 'update', update });
    await until(() => a.messages.filter((m) => m.type === 'refused').length > 0, 20_000);
    const update = stripUpdate('frame', '#0000ff');
    b.send({ type: 'update', update });
    await a.heard('update', (m) => m.update === update, 20_000);
    const seconds = (performance.now() - start) / 1000;
    const refused = a.messages.filter((m) => m.type === 'refused');
    expect(new Set(refused.map((m) => (m.type === 'refused' ? m.code : '')))).toEqual(
      new Set(['too_many_messages']),
    );
    // What got through: the burst, and what refilled while the frames came (a count, not a time).
    const passed = b.messages.filter((m) => m.type === 'update').length;
    const allowed = (ROOM_UPDATE_BURST_BYTES + ROOM_UPDATE_BYTES_PER_SECOND * seconds) / size;
    expect(passed).toBeLessThanOrEqual(Math.floor(allowed));
    expect(passed).toBeGreaterThan(0);
    expect(passed).toBeLessThan(frames.length);
  }, 60_000);
});

describe('a frame past the socket’s size cap', () => {
  it('closes the socket with 1009 and logs one line at info, without a stack', async () => {
    const lines: string[] = [];
    t = await startTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    const host = await listening(t);
    const ana = await createRoom(t.app, 'Ana');
    const a = await phone(host, ana);
    a.socket.send('x'.repeat(ROOM_MESSAGE_MAX_BYTES + 6 * 1024));
    expect((await a.closed).code).toBe(1009);
    await until(() => lines.some((line) => line.includes('WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')));
    const logged = lines.map((line) => JSON.parse(line) as { level: number; err?: unknown });
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.includes('stack'))).toEqual([]);
    const about = lines.filter((line) => line.includes('WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'));
    expect(about).toHaveLength(1);
    expect(about[0]).not.toMatch(/stack/);
    expect(JSON.parse(about[0] ?? '{}')).toMatchObject({ level: 30 });
  });
});
