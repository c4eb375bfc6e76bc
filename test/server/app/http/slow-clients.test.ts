/**
 * Clients that send slowly or not at all, on a real socket: they are cut off, they cannot
 * hold every upload place, and they do not keep the server from stopping.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { makePng, startTestApp } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t?.close();
  t = undefined;
});

async function listen(env: Record<string, string>): Promise<number> {
  t = await startTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

type RawConnection = Awaited<ReturnType<typeof open>>;

/**
 * A raw connection that has sent `head` and keeps everything the server answers; from
 * `localAddress` (another loopback address is another visitor), else from 127.0.0.1.
 */
async function open(
  port: number,
  head: string,
  localAddress?: string,
): Promise<{ socket: net.Socket; answer: () => string; closed: Promise<void> }> {
  const socket = net.connect({ port, host: '127.0.0.1', ...(localAddress && { localAddress }) });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(head);
  return { socket, answer: () => received, closed };
}

const uploadHead = (length: number, extraHeaders = '') =>
  `POST /api/strips HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/png\r\nContent-Length: ${length}\r\n${extraHeaders}\r\n`;

/** The status and JSON body of a raw answer. */
function parseAnswer(answer: string): { head: string; status: number; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { head, status: Number(head.split(' ')[1]), body: body ? JSON.parse(body) : undefined };
}

/** Waits until `check` holds, polling; fails with `what` after `ms`. */
async function until(check: () => boolean, what: string, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('slow clients', () => {
  it('cuts off an upload that trickles in with 408 in our shape after REQUEST_TIMEOUT_MS', async () => {
    const port = await listen({ REQUEST_TIMEOUT_MS: '1000' });
    // Not cut off before its time: a timer due before REQUEST_TIMEOUT_MS runs before the
    // server's check that ends the request (timers run in the order they are due, however late
    // a busy machine runs them), and finds the upload still open.
    let ended = false;
    let openBeforeTimeout: boolean | undefined;
    const beforeTimeout = setTimeout(() => (openBeforeTimeout = !ended), 800);
    const upload = await open(port, uploadHead(100_000) + 'x');
    void upload.closed.then(() => (ended = true));
    // One more byte now and then, as a slow attacker would: 20,000 s of them, unless the
    // timeout ends the upload before this test's timeout.
    const drip = setInterval(() => upload.socket.write('x'), 200);
    try {
      await upload.closed;
    } finally {
      clearInterval(drip);
      clearTimeout(beforeTimeout);
    }
    expect(openBeforeTimeout).toBe(true);
    const [head = '', body = ''] = upload.answer().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head.toLowerCase()).toContain('content-security-policy:');
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(body)).toEqual({ error: expect.any(String), code: 'request_timeout' });
  });

  it('answers 503 busy with Retry-After past UPLOADS_IN_FLIGHT uploads at once', async () => {
    // Places enough for one address: the limit across all visitors is what is tested here.
    const port = await listen({ UPLOADS_IN_FLIGHT: '2', UPLOADS_IN_FLIGHT_PER_ADDRESS: '10' });
    const slow = [await open(port, uploadHead(50_000)), await open(port, uploadHead(50_000))];
    // Both hold a place while their bodies are still coming.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const third = await fetch(`http://127.0.0.1:${port}/api/strips`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(await makePng()),
    });
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('5');
    expect(await third.json()).toEqual({ error: expect.any(String), code: 'busy' });

    // A place is free again once a slow client goes away.
    slow[0]!.socket.destroy();
    await slow[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fourth = await fetch(`http://127.0.0.1:${port}/api/strips`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(await makePng()),
    });
    expect(fourth.status).toBe(201);
  });

  it('keeps 16 trickling uploads from 127.0.0.2 to 2 places, while 127.0.0.1 uploads normally', async () => {
    // The defaults: 16 places in all, 2 for each address.
    const port = await listen({});
    const trickles: RawConnection[] = [];
    for (let i = 0; i < 16; i += 1) {
      // Each names another address of its own: without a trusted proxy, nobody is believed.
      const forged = `X-Forwarded-For: 198.51.100.${i + 1}\r\n`;
      trickles.push(await open(port, uploadHead(100_000, forged) + 'x', '127.0.0.2'));
    }
    const refused = () => trickles.filter((upload) => upload.answer().startsWith('HTTP/1.1 503'));
    await until(() => refused().length === 14, '14 uploads from 127.0.0.2 refused');
    for (const upload of refused()) {
      const { head, body } = parseAnswer(upload.answer());
      expect(head.toLowerCase()).toContain('retry-after: 5');
      expect(body).toEqual({ error: expect.any(String), code: 'busy' });
    }
    // The two it holds are still waiting for their bodies.
    expect(trickles.filter((upload) => upload.answer() === '')).toHaveLength(2);

    const other = await fetch(`http://127.0.0.1:${port}/api/strips`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(await makePng()),
    });
    expect(other.status).toBe(201);
  });

  it('cuts an upload slower than UPLOAD_MIN_BYTES_PER_SECOND with 408, freeing its place', async () => {
    const port = await listen({
      UPLOAD_SLOW_SECONDS: '1',
      // Far away: what cuts the upload is its rate, not the timeout.
      REQUEST_TIMEOUT_MS: '600000',
      UPLOADS_IN_FLIGHT_PER_ADDRESS: '1',
    });
    const slow = await open(port, uploadHead(100_000) + 'x', '127.0.0.2');
    // Ten bytes a second, where 1024 are asked for.
    const drip = setInterval(() => slow.socket.write('x'), 100);
    try {
      await slow.closed;
    } finally {
      clearInterval(drip);
    }
    const { head, status, body } = parseAnswer(slow.answer());
    expect(status).toBe(408);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(body).toEqual({ error: expect.any(String), code: 'request_timeout' });

    // The place it held is free again for its address.
    const png = await makePng();
    const next = await open(port, uploadHead(png.length), '127.0.0.2');
    next.socket.write(png);
    await until(() => /\r\n\r\n.+/s.test(next.answer()), 'the answer to the next upload');
    expect(parseAnswer(next.answer()).status).toBe(201);
  });

  it('stops at once when an answer was sent while its request body was still arriving', async () => {
    // A stop that waited for the body would wait past this test's timeout.
    const port = await listen({ RATE_LIMIT_UPLOADS: '1', REQUEST_TIMEOUT_MS: '600000' });
    const png = await makePng();
    const first = await fetch(`http://127.0.0.1:${port}/api/strips`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(first.status).toBe(201);
    // The limit answers 429 before the body is read; the client goes on "sending".
    const refused = await open(port, uploadHead(1_000_000) + 'x');
    await until(() => refused.answer().startsWith('HTTP/1.1 429'), 'the 429');

    await t!.app.close();
    await refused.closed;
  });

  it('answers a link too long for Node with a page of ours (431)', async () => {
    const port = await listen({});
    const query = 'x'.repeat(20_000);
    const request = await open(
      port,
      `GET /download?photostrip=${query} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n\r\n`,
    );
    await request.closed;
    const [head = '', body = ''] = request.answer().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('content-type: text/html');
    expect(head.toLowerCase()).toContain('content-security-policy:');
    expect(body).toContain('This link is too long');
    expect(body).toContain('<a href="/">');
  });
});
