/**
 * The show's socket on the whole app (buildApp on SQLite with the memory hub; across
 * instances through Redis: test/server/wiring/live-show-instances.test.ts): an entry a guest adds reaches an open screen,
 * a plain GET answers 426, and stopping the app closes its screens with "going away".
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { liveEventPath, liveEventPaths } from '../../../../src/model/api-paths.js';
import { SHOW_CLOSE_CODES, type ShowMessage } from '../../../../src/model/live-event.js';
import { addEntry, createEvent } from '../../live-events.js';
import { startTestApp, type TestApp } from '../../test-app.js';

async function until(condition: () => boolean, ms = 2_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('the show on the app', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('pushes a new entry to an open screen, and says going away when the app stops', async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const event = await createEvent(t.app);
    const before = await addEntry(t.app, event.code);

    const socket = new WebSocket(
      `ws://127.0.0.1:${port}${liveEventPath(liveEventPaths.live, event.code)}`,
    );
    const messages: ShowMessage[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    const closed = new Promise<number>((resolve) => socket.on('close', resolve));
    await until(() => messages.length === 1);
    const entry = await addEntry(t.app, event.code);
    await until(() => messages.length === 2);
    expect(messages).toMatchObject([
      { type: 'added', seq: 1, entry: { id: before.id } },
      { type: 'added', seq: 2, entry: { id: entry.id, stripUrl: entry.stripPath } },
    ]);

    const plain = await t.app.inject({ url: liveEventPath(liveEventPaths.live, event.code) });
    expect(plain.statusCode).toBe(426);

    await t.app.close();
    expect(await closed).toBe(SHOW_CLOSE_CODES.goingAway);
  });
});
