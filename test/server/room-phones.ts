/**
 * Together mode's phones for server tests: rooms made and joined through the REST routes, and
 * real `ws` sockets on a room's live address that keep every message they hear.
 */
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { apiPaths, roomPath } from '../../src/model/api-paths.js';
import { PERSON_COLOURS, type JoinedRoom, type ServerMessage } from '../../src/model/together.js';

export async function createRoom(
  app: FastifyInstance,
  name = 'Ana',
  layout = 3,
): Promise<JoinedRoom> {
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.rooms,
    payload: { layout, day: '2026-11-27', name, colour: PERSON_COLOURS[0] },
  });
  if (response.statusCode !== 201) throw new Error(`room failed: ${response.body}`);
  return response.json();
}

export async function joinRoom(
  app: FastifyInstance,
  room: string,
  name: string,
  colour: number,
): Promise<JoinedRoom> {
  const response = await app.inject({
    method: 'POST',
    url: roomPath(apiPaths.roomParticipants, room),
    payload: { name, colour: PERSON_COLOURS[colour] },
  });
  if (response.statusCode !== 201) throw new Error(`join failed: ${response.body}`);
  return response.json();
}

export async function until(condition: () => boolean, ms = 3_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

export interface Phone {
  socket: WebSocket;
  messages: ServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
  /** Waits for a message that matches (one heard already counts); answers it. */
  heard<T extends ServerMessage['type']>(
    type: T,
    match?: (message: Extract<ServerMessage, { type: T }>) => boolean,
    ms?: number,
  ): Promise<Extract<ServerMessage, { type: T }>>;
  send(message: unknown): void;
}

export function liveUrl(origin: string, room: string, token: string): string {
  return `${origin}${roomPath(apiPaths.roomLive, room)}?token=${encodeURIComponent(token)}`;
}

/** A phone's socket, open and welcomed. */
export async function connectPhone(origin: string, joined: JoinedRoom): Promise<Phone> {
  const socket = new WebSocket(liveUrl(origin, joined.room, joined.token));
  const messages: ServerMessage[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
  socket.on('error', () => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const phone: Phone = {
    socket,
    messages,
    closed,
    async heard(type, match = () => true, ms = 10_000) {
      type M = Extract<ServerMessage, { type: typeof type }>;
      const find = () =>
        messages.find((m): m is M => m.type === type && match(m as M)) as M | undefined;
      await until(() => find() !== undefined, ms);
      return find() as M;
    },
    send: (message) => socket.send(JSON.stringify(message)),
  };
  await phone.heard('welcome');
  return phone;
}

/** The HTTP answer of a refused upgrade. */
export function refusedUpgrade(url: string): Promise<{ status: number; body: unknown }> {
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.on('open', () => {
      socket.terminate();
      reject(new Error('the upgrade was accepted'));
    });
    socket.on('error', () => {});
    socket.on('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }),
      );
    });
  });
}

/** A Yjs update that sets `key` to `value` in the shared map `strip`, base64 as the socket carries it. */
export function stripUpdate(key: string, value: string): string {
  const doc = new Y.Doc();
  doc.getMap('strip').set(key, value);
  return Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64');
}

/** What the map `strip` holds in a document sent base64 (a welcome's, or an update's). */
export function stripOf(...updates: string[]): Record<string, unknown> {
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, Buffer.from(update, 'base64'));
  return doc.getMap('strip').toJSON();
}
