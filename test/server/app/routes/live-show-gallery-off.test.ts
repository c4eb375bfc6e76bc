/**
 * The show's channel follows the gallery setting: with the gallery turned off, a screen that
 * connects (`?after=0`) replays no strip, and a strip the host approves meanwhile reaches no
 * screen. Whole app, a real socket (`ws`).
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { liveEventPath, liveEventPaths } from '../../../../src/model/api-paths.js';
import type { ShowMessage } from '../../../../src/model/live-event.js';
import { SETTINGS, asHost, createEvent } from '../../live-events.js';
import { makePng, startTestApp, type TestApp } from '../../test-app.js';

let t: TestApp;
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await t.close();
});

async function until(condition: () => boolean, ms = 8_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A guest's strip for the event and their consent to show it (with its claim, when asked). */
async function addEntry(code: string): Promise<string> {
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/strips',
    headers: { 'content-type': 'image/png', 'x-postbooth-event': code },
    payload: await makePng(),
  });
  const { publicUrl, claimToken } = upload.json() as { publicUrl: string; claimToken?: string };
  const entry = await t.app.inject({
    method: 'POST',
    url: `/api/live-events/${code}/entries`,
    payload: { image_url: publicUrl, ...(claimToken ? { strip_claim: claimToken } : {}) },
  });
  if (entry.statusCode !== 201) throw new Error(`entry failed: ${entry.body}`);
  return (entry.json() as { id: string }).id;
}

async function screen(code: string): Promise<ShowMessage[]> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const socket = new WebSocket(
    `ws://127.0.0.1:${port}${liveEventPath(liveEventPaths.live, code)}?after=0`,
  );
  sockets.push(socket);
  const messages: ShowMessage[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return messages;
}

const settingsTo = (code: string, hostKey: string, gallery: 'off' | 'approval') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/live-events/${code}/settings`,
    headers: asHost(hostKey),
    payload: { ...SETTINGS, gallery },
  });

describe('the show with the gallery turned off', () => {
  it('replays no approved strip to a screen that connects with ?after=0', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app, { gallery: 'instant' });
    await addEntry(event.code);
    await addEntry(event.code);
    expect((await settingsTo(event.code, event.hostKey, 'off')).statusCode).toBe(200);
    const messages = await screen(event.code);
    // The feed's last row is the settings' (seq 3): once it is in, the replay is over.
    await until(() => messages.some((message) => message.type === 'settings'));
    expect(messages.filter((message) => message.type === 'added')).toEqual([]);
    const gallery = await t.app.inject({ url: `/api/live-events/${event.code}/gallery` });
    expect(gallery.statusCode).toBe(404);
  });

  it('pushes no strip the host approves while the gallery is off', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app, { gallery: 'approval' });
    const waiting = await addEntry(event.code);
    expect((await settingsTo(event.code, event.hostKey, 'off')).statusCode).toBe(200);
    const messages = await screen(event.code);
    await until(() => messages.some((message) => message.type === 'settings'));
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/live-events/${event.code}/entries/${waiting}`,
      headers: asHost(event.hostKey),
      payload: { state: 'approved' },
    });
    expect(approved.statusCode).toBe(204);
    // Something later than the approval, to know the approval's push would have come first.
    expect((await settingsTo(event.code, event.hostKey, 'off')).statusCode).toBe(200);
    await until(() => messages.filter((message) => message.type === 'settings').length === 2);
    expect(messages.filter((message) => message.type === 'added')).toEqual([]);
  });
});
