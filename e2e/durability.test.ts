/**
 * The production server as a process: a letter answered 201 survives `kill -9`, and
 * SIGTERM lets requests in flight finish before the process exits.
 */
import http from 'node:http';
import net from 'node:net';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startServer } from './support/server.js';

const stripPng = () =>
  sharp({ create: { width: 30, height: 90, channels: 3, background: '#457b9d' } })
    .png()
    .toBuffer();

/** A strip uploaded to `url`: its address and its claim token. */
async function uploadStrip(url: string): Promise<{ publicUrl: string; claimToken: string }> {
  const response = await fetch(`${url}/api/strips`, {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: await stripPng(),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { publicUrl: string; claimToken: string };
}

describe('durability', () => {
  it('loses no letter answered 201 when the server is killed with SIGKILL mid-burst', async () => {
    const server = await startServer({
      RATE_LIMIT_LETTERS: '100000',
      RATE_LIMIT_UPLOADS: '100000',
    });
    const answered: { id: string; message: string }[] = [];
    let killed = false;

    // Eight writers insert letters as fast as they can; the server is killed once 150 are in.
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const message = `letter ${w}-${i}`;
        try {
          // A strip belongs to one letter: each letter brings its own.
          const strip = await uploadStrip(server.url);
          const response = await fetch(`${server.url}/api/letters`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              message,
              image_url: strip.publicUrl,
              strip_claim: strip.claimToken,
            }),
          });
          if (response.status === 201) {
            answered.push({ id: ((await response.json()) as { id: string }).id, message });
          }
        } catch {
          return; // the connection died with the server
        }
        if (answered.length >= 150 && !killed) {
          killed = true;
          await server.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
    expect(killed).toBe(true);
    console.log(`kill -9 after ${answered.length} letters answered 201; checking each survived`);

    const again = await startServer({ DATA_DIR: server.dataDir });
    try {
      for (const { id, message } of answered) {
        const response = await fetch(`${again.url}/api/letters/${id}`);
        expect(response.status, id).toBe(200);
        expect(((await response.json()) as { message: string }).message).toBe(message);
      }
    } finally {
      await again.stop();
      await server.stop();
    }
  });

  it('on SIGTERM finishes a request in flight and exits 0', async () => {
    const server = await startServer();
    const png = await stripPng();
    // A slow upload: half the body now, SIGTERM, the rest once the server says it is stopping.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        `${server.url}/api/strips`,
        { method: 'POST', headers: { 'content-type': 'image/png', 'content-length': png.length } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.write(png.subarray(0, 20));
      setTimeout(() => {
        server.process.kill('SIGTERM');
        const stopping = setInterval(() => {
          if (!server.output().includes('stopping: finishing requests in flight')) return;
          clearInterval(stopping);
          request.end(png.subarray(20));
        }, 20);
      }, 200);
    });
    const { status, body } = await answer;
    expect(status, body).toBe(201);
    await server.stop({ keepDataDir: false });
    expect(server.process.exitCode).toBe(0);
    expect(server.output()).toContain('stopping: finishing requests in flight');
  });

  it('on SIGTERM does not wait for a refused upload whose body is still arriving', async () => {
    const server = await startServer({ RATE_LIMIT_UPLOADS: '1' });
    await uploadStrip(server.url);
    // Refused with 429 before its body is read; the client keeps the connection open.
    const { port, hostname } = new URL(server.url);
    const socket = net.connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/strips HTTP/1.1\r\nHost: x\r\nContent-Type: image/png\r\nContent-Length: 1000000\r\n\r\nxx',
    );
    await expect.poll(() => received, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 429/);

    const started = Date.now();
    await server.stop();
    const seconds = (Date.now() - started) / 1000;
    console.log(`SIGTERM with a refused upload still open: exited in ${seconds.toFixed(2)} s`);
    expect(server.process.exitCode).toBe(0);
    expect(seconds).toBeLessThan(5);
    socket.destroy();
  });
});
