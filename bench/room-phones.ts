/**
 * Phones for the room bench (bench/room-latency.ts): rooms made and joined over HTTP on a
 * running server, and sockets that time each update they hear. Yjs updates are made here the
 * way a phone makes them (a change to the shared map), each one different.
 */
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { apiPaths, roomPath } from '../src/model/api-paths.js';
import { PERSON_COLOURS, type JoinedRoom, type ServerMessage } from '../src/model/together.js';

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A room of `people` on the server at `url` (the first is the host); answers each one's place. */
export async function roomOf(url: string, people: number): Promise<JoinedRoom[]> {
  const host = await post<JoinedRoom>(url + apiPaths.rooms, {
    layout: 4,
    day: '2026-11-27',
    name: 'Host',
    colour: PERSON_COLOURS[0],
  });
  const joined = [host];
  for (let i = 1; i < people; i += 1) {
    joined.push(
      await post<JoinedRoom>(url + roomPath(apiPaths.roomParticipants, host.room), {
        name: `Friend ${i}`,
        colour: PERSON_COLOURS[i],
      }),
    );
  }
  return joined;
}

export interface BenchPhone {
  socket: WebSocket;
  /** Called with each update's text as it arrives. */
  onUpdate: (update: string) => void;
  close(): void;
}

/** A phone's socket, open once its welcome came. */
export async function openPhone(url: string, joined: JoinedRoom): Promise<BenchPhone> {
  const live = url.replace(/^http/, 'ws') + roomPath(apiPaths.roomLive, joined.room);
  const socket = new WebSocket(`${live}?token=${joined.token}`);
  const phone: BenchPhone = { socket, onUpdate: () => {}, close: () => socket.terminate() };
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type === 'welcome') resolve();
      else if (message.type === 'update') phone.onUpdate(message.update);
    });
  });
  return phone;
}

/** Each call answers a new update of one phone's document (a sticker moved), base64. */
export function updateMaker(): () => string {
  const doc = new Y.Doc();
  const map = doc.getMap('stickers');
  let n = 0;
  return () => {
    n += 1;
    const before = Y.encodeStateVector(doc);
    map.set('star', { x: n % 100, y: (n * 7) % 100, angle: n % 360 });
    return Buffer.from(Y.encodeStateAsUpdate(doc, before)).toString('base64');
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}
