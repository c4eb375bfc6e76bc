/**
 * Download all on a real app listening on a port (inject would buffer the answer): the link,
 * who gets one, the ZIP read back by unzip and Python and compared with the stored strips, and
 * what a stalled or slow reader does to the server.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EVENT_CODE_HEADER,
  liveEventPath,
  liveEventPaths,
} from '../../../../src/model/api-paths.js';
import type { CreatedEvent, LiveEventSettings } from '../../../../src/model/live-event.js';
import { claimOf, keepClaim, makePng, startTestApp, type TestApp } from '../../test-app.js';

let t: TestApp | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t?.close();
  t = undefined;
});

const settings: LiveEventSettings = {
  name: 'Léa & Sam / 2026',
  greeting: 'Welcome!',
  language: 'en',
  idleSeconds: 60,
  sources: 'camera',
  print: false,
  printLayout: 'strip',
  gallery: 'approval',
  keepDays: 30,
};

/** The clock the app's events read; tests move it. */
let clock = Date.now();

async function listen(env: Record<string, string> = {}): Promise<string> {
  clock = Date.now();
  t = await startTestApp(env, { now: () => clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function createEvent(origin: string, name = settings.name): Promise<CreatedEvent> {
  const response = await fetch(`${origin}${liveEventPaths.events}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...settings, name }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedEvent;
}

/** Uploads a strip for the event; resolves its address. */
async function upload(origin: string, code: string, png: Buffer): Promise<string> {
  const response = await fetch(`${origin}/api/strips`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', [EVENT_CODE_HEADER]: code },
    body: new Uint8Array(png),
  });
  expect(response.status).toBe(201);
  return keepClaim((await response.json()) as { publicUrl: string; claimToken: string }).publicUrl;
}

/** A guest agrees to show the strip at `imageUrl`; resolves the entry's id. */
async function agree(origin: string, code: string, imageUrl: string): Promise<string> {
  const response = await fetch(`${origin}${liveEventPath(liveEventPaths.entries, code)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [EVENT_CODE_HEADER]: code },
    body: JSON.stringify({ image_url: imageUrl, strip_claim: claimOf(imageUrl) }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function askLink(origin: string, code: string, authorization?: string): Promise<Response> {
  return fetch(`${origin}${liveEventPath(liveEventPaths.archiveLinks, code)}`, {
    method: 'POST',
    headers: authorization ? { authorization } : {},
  });
}

async function linkOf(origin: string, event: CreatedEvent): Promise<string> {
  const response = await askLink(origin, event.code, `Bearer ${event.hostKey}`);
  expect(response.status).toBe(201);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as { url: string }).url;
}

/** The names and bytes (hex) of the files in a ZIP, as Python's zipfile reads them. */
function filesOf(zip: string): [string, string][] {
  const script = `
import json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    print(json.dumps([[i.filename, z.read(i).hex()] for i in z.infolist()]))
`;
  return JSON.parse(
    execFileSync('python3', ['-c', script, zip], { maxBuffer: 1 << 28 }).toString(),
  );
}

/** The noise PNGs made so far, by side and seed. */
const noisyPngs = new Map<string, Promise<Buffer>>();

/**
 * A PNG of random pixels, about `side`² × 3 bytes: noise does not compress, so a few such strips
 * fill the sockets' buffers. Stored, not deflated (deflating 6 MB of noise took about a second
 * of CPU each, and gained nothing); made once per file for a side and seed, as each test has an
 * app of its own and may store the same bytes again.
 */
function noisyPng(side: number, seed: number): Promise<Buffer> {
  const key = `${side}:${seed}`;
  const made =
    noisyPngs.get(key) ??
    sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  noisyPngs.set(key, made);
  return made;
}

describe('Download all', () => {
  it('zips every strip guests agreed to show, in any state, byte for byte as stored', async () => {
    const origin = await listen();
    const event = await createEvent(origin);
    const colours = ['#e63946', '#457b9d', '#2a9d8f', '#f4a261'];
    const urls: string[] = [];
    for (const colour of colours)
      urls.push(await upload(origin, event.code, await makePng(40, 100, colour)));
    // Strips 0–2 agreed to (1 then hidden by the host, 2 left waiting); strip 3 never agreed.
    const ids = [];
    for (const url of urls.slice(0, 3)) {
      clock += 1000;
      ids.push(await agree(origin, event.code, url));
    }
    const hidden = await fetch(
      `${origin}${liveEventPath(liveEventPaths.entry, event.code, ids[1])}`,
      {
        method: 'PATCH',
        headers: { authorization: `Bearer ${event.hostKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ state: 'hidden' }),
      },
    );
    expect(hidden.status).toBeLessThan(300);

    const url = await linkOf(origin, event);
    expect(url).toMatch(
      new RegExp(`^${origin}/api/live-events/${event.code}/archive\\.zip\\?token=`),
    );
    const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="L_a & Sam - 2026.zip"; filename*=UTF-8''L%C3%A9a%20%26%20Sam%20-%202026.zip`,
    );
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('content-encoding')).toBeNull();
    const zip = path.join(t!.dataDir, 'all.zip');
    await fs.writeFile(zip, new Uint8Array(await response.arrayBuffer()));
    execFileSync('unzip', ['-tq', zip]);

    const stored = await Promise.all(
      urls
        .slice(0, 3)
        .map(async (strip) =>
          Buffer.from(await (await fetch(strip)).arrayBuffer()).toString('hex'),
        ),
    );
    expect(filesOf(zip)).toEqual([
      ['Léa & Sam - 2026-001.png', stored[0]],
      ['Léa & Sam - 2026-002.png', stored[1]],
      ['Léa & Sam - 2026-003.png', stored[2]],
    ]);
  });

  it('gives a link for the host key only', async () => {
    const origin = await listen();
    const event = await createEvent(origin);
    const other = await createEvent(origin, 'Another');
    for (const authorization of [
      undefined,
      'Bearer',
      `Bearer ${other.hostKey}`,
      `Basic ${event.hostKey}`,
    ]) {
      const response = await askLink(origin, event.code, authorization);
      expect(response.status).toBe(401);
      expect(Object.keys((await response.json()) as object).sort()).toEqual(['code', 'error']);
    }
    // A guest's credential, the event code (as the upload header, or sent as the key): 403.
    const guest = await fetch(
      `${origin}${liveEventPath(liveEventPaths.archiveLinks, event.code)}`,
      {
        method: 'POST',
        headers: { [EVENT_CODE_HEADER]: event.code },
      },
    );
    expect(guest.status).toBe(403);
    expect(((await guest.json()) as { code: string }).code).toBe('host_only');
    expect((await askLink(origin, event.code, `Bearer ${event.code}`)).status).toBe(403);
    expect((await askLink(origin, 'abcdefghjkmnpq', `Bearer ${event.hostKey}`)).status).toBe(401);
    expect((await askLink(origin, 'BAD', `Bearer ${event.hostKey}`)).status).toBe(400);
  });

  it('refuses a wrong, borrowed, missing or expired token with JSON, and an unknown code', async () => {
    const origin = await listen();
    const event = await createEvent(origin);
    const other = await createEvent(origin, 'Another');
    const url = new URL(await linkOf(origin, event));
    const token = url.searchParams.get('token') ?? '';
    const archive = `${origin}${liveEventPath(liveEventPaths.archive, event.code)}`;

    const answers: [string, number, string][] = [
      [`${archive}?token=${token.slice(0, -2)}AA`, 403, 'forbidden'],
      [`${archive}?token=x`, 403, 'forbidden'],
      // Another event's own link does not open this one.
      [
        `${archive}?token=${new URL(await linkOf(origin, other)).searchParams.get('token')}`,
        403,
        'forbidden',
      ],
      [archive, 400, 'invalid_request'],
      [`${archive}?token=${'a'.repeat(65)}`, 400, 'invalid_request'],
      [
        `${origin}${liveEventPath(liveEventPaths.archive, 'abcdefghjkmnpq')}?token=${token}`,
        404,
        'event_not_found',
      ],
    ];
    for (const [address, status, code] of answers) {
      const response = await fetch(address);
      expect(response.status, address).toBe(status);
      expect(((await response.json()) as { code: string }).code).toBe(code);
    }
    expect((await fetch(url)).status).toBe(200);

    // Ten minutes on, by the clock the server reads.
    clock += 10 * 60 * 1000;
    const expired = await fetch(url);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { code: string }).code).toBe('archive_link_expired');
  });

  it('answers 410 for an ended event, to a link made before and to the host', async () => {
    const origin = await listen();
    const event = await createEvent(origin);
    await agree(origin, event.code, await upload(origin, event.code, await makePng()));
    const url = await linkOf(origin, event);
    const ended = await fetch(`${origin}${liveEventPath(liveEventPaths.event, event.code)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${event.hostKey}` },
    });
    expect(ended.status).toBeLessThan(300);
    const response = await fetch(url);
    expect(response.status).toBe(410);
    expect(((await response.json()) as { code: string }).code).toBe('event_ended');
    expect((await askLink(origin, event.code, `Bearer ${event.hostKey}`)).status).toBe(410);
  });

  describe('readers', () => {
    /** An event with a few strips of noise, ~`total` MB; resolves the link. */
    async function bigEvent(origin: string, strips: number): Promise<{ link: URL; bytes: number }> {
      const event = await createEvent(origin);
      let bytes = 0;
      for (let n = 0; n < strips; n++) {
        const png = await noisyPng(1400, n);
        bytes += png.length;
        await agree(origin, event.code, await upload(origin, event.code, png));
      }
      return { link: new URL(await linkOf(origin, event)), bytes };
    }

    /** Raw GET of the link; the server's side of the connection, to watch what it sent. */
    async function rawGet(link: URL) {
      const serverSide = new Promise<net.Socket>((resolve) =>
        t!.app.server.once('connection', resolve),
      );
      const socket = net.connect({ port: Number(link.port), host: '127.0.0.1' });
      sockets.push(socket);
      socket.write(`GET ${link.pathname}${link.search} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      return { socket, server: await serverSide };
    }

    async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }

    it('sends no faster than a stalled reader takes, then cuts it off', async () => {
      const origin = await listen({
        UPLOAD_SLOW_SECONDS: '1',
        UPLOAD_MIN_BYTES_PER_SECOND: '1024',
      });
      const { link, bytes } = await bigEvent(origin, 4);
      const get = await rawGet(link);
      get.socket.pause();
      // The reader reads nothing: what the server wrote stops growing at the sockets' buffers.
      let last = -1;
      let still = 0;
      await until(() => {
        const written = get.server.bytesWritten;
        still = written === last ? still + 1 : 0;
        last = written;
        return still >= 8;
      }, 'the server to stop writing');
      expect(last).toBeGreaterThan(0);
      expect(last).toBeLessThan(bytes / 2);
      // Then, a window with nothing taken: the server closes the connection.
      await until(() => get.server.destroyed, 'the connection to be cut');
    }, 60_000);

    it('does not keep the server from stopping', async () => {
      // The reader would be cut off (UPLOAD_SLOW_SECONDS) and the request would time out only
      // long after this test's timeout: a close that waited for either fails the test.
      const origin = await listen({ UPLOAD_SLOW_SECONDS: '600', REQUEST_TIMEOUT_MS: '600000' });
      const { link } = await bigEvent(origin, 2);
      const get = await rawGet(link);
      get.socket.pause();
      await until(() => get.server.bytesWritten > 0, 'the download to start');
      // The reader takes nothing, and the minimum rate's window is far off.
      await t!.app.close();
      expect(get.server.destroyed).toBe(true);
    }, 60_000);

    it('lets a reader that keeps taking finish, however long past REQUEST_TIMEOUT_MS', async () => {
      const origin = await listen({
        REQUEST_TIMEOUT_MS: '1000',
        UPLOAD_SLOW_SECONDS: '1',
        UPLOAD_MIN_BYTES_PER_SECOND: '1024',
      });
      // Two strips of noise, about 12 MB: more than the 10 MB the reader's pace needs a second for.
      const { link } = await bigEvent(origin, 2);
      const started = Date.now();
      const get = await rawGet(link);
      let received = 0;
      let tail = '';
      get.socket.on('data', (chunk: Buffer) => {
        received += chunk.length;
        tail = (tail + chunk.toString('latin1')).slice(-40);
        // About 1 MB a tenth of a second: slow, but well above the minimum rate.
        if (received > (Date.now() - started) * 10_000) {
          get.socket.pause();
          setTimeout(() => get.socket.resume(), 100);
        }
      });
      // The last chunk of a chunked answer: the archive was sent to its end.
      await until(() => tail.endsWith('\r\n0\r\n\r\n'), 'the whole archive', 40_000);
      // …whose end record came last.
      expect(tail).toContain('PK\x05\x06');
      // Paced to at most 10 kB a millisecond, more than 10 MB kept the reader past
      // REQUEST_TIMEOUT_MS (1 s).
      expect(received).toBeGreaterThan(1_000 * 10_000);
      expect(get.server.destroyed).toBe(false);
    }, 60_000);
  });
});
