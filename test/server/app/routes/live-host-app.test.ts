/**
 * The host page's socket on the whole app: the event's host key, sent as the first message,
 * opens a stream of nudges, one per strip a guest adds (waiting for moderation too); a guest
 * (no key), a wrong key or another event's host key is closed and hears nothing. The nudge
 * names no strip: what waits is read through the host call only.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { liveEventPath, liveEventPaths } from '../../../../src/model/api-paths.js';
import { HOST_CLOSE_CODES } from '../../../../src/model/live-event.js';
import { addEntry, createEvent } from '../../live-events.js';
import { startTestApp, type TestApp } from '../../test-app.js';

async function until(condition: () => boolean, ms = 3_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

interface Page {
  messages: string[];
  closed: Promise<number>;
  socket: WebSocket;
}

function openPage(port: number, code: string, key?: string): Page {
  const socket = new WebSocket(
    `ws://127.0.0.1:${port}${liveEventPath(liveEventPaths.hostLive, code)}`,
  );
  const messages: string[] = [];
  socket.on('message', (data: Buffer) => messages.push(data.toString()));
  if (key !== undefined) socket.on('open', () => socket.send(key));
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  return { messages, closed, socket };
}

describe("the host page's socket on the app", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("nudges the host at each guest's strip, and no one else", async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const event = await createEvent(t.app, { gallery: 'approval' });
    const other = await createEvent(t.app, { gallery: 'approval' });

    const host = openPage(port, event.code, event.hostKey);
    const otherHost = openPage(port, event.code, other.hostKey);
    const guest = openPage(port, event.code, 'not-a-key');
    // The first nudge says the key opened the channel (read the view once more).
    await until(() => host.messages.length === 1);
    expect(await otherHost.closed).toBe(HOST_CLOSE_CODES.wrongKey);
    expect(await guest.closed).toBe(HOST_CLOSE_CODES.wrongKey);

    const entry = await addEntry(t.app, event.code);
    expect(entry.state).toBe('waiting');
    await until(() => host.messages.length === 2);
    await addEntry(t.app, other.code);
    expect(host.messages).toEqual(['{"type":"changed"}', '{"type":"changed"}']);
    expect(otherHost.messages).toEqual([]);
    expect(guest.messages).toEqual([]);

    // A key sent twice (or anything after it) ends the socket.
    host.socket.send(event.hostKey);
    expect(await host.closed).toBe(1008);

    const plain = await t.app.inject({ url: liveEventPath(liveEventPaths.hostLive, event.code) });
    expect(plain.statusCode).toBe(426);
  });
});
