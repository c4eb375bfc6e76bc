/**
 * The production server as a process: a letter answered 201 survives `kill -9`, and
 * SIGTERM lets requests in flight finish before the process exits.
 */
import http from 'node:http';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startServer } from './support/server.js';

const stripPng = () =>
  sharp({ create: { width: 30, height: 90, channels: 3, background: '#457b9d' } })
    .png()
    .toBuffer();

async function uploadStrip(url: string): Promise<string> {
  const response = await fetch(`${url}/api/strips`, {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: await stripPng(),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { publicUrl: string }).publicUrl;
}

describe('durability', () => {
  it('loses no letter answered 201 when the server is killed with SIGKILL mid-burst', async () => {
    const server = await startServer({ RATE_LIMIT_LETTERS: '100000' });
    const imageUrl = await uploadStrip(server.url);
    const answered: { id: string; message: string }[] = [];
    let killed = false;

    // Eight writers insert letters as fast as they can; the server is killed once 150 are in.
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const message = `letter ${w}-${i}`;
        try {
          const response = await fetch(`${server.url}/api/letters`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ message, image_url: imageUrl }),
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
    // A slow upload: half the body now, SIGTERM, the rest a moment later.
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
        setTimeout(() => request.end(png.subarray(20)), 500);
      }, 200);
    });
    const { status, body } = await answer;
    expect(status, body).toBe(201);
    await server.stop({ keepDataDir: false });
    expect(server.process.exitCode).toBe(0);
    expect(server.output()).toContain('stopping: finishing requests in flight');
  });
});
