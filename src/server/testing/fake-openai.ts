/**
 * A fake OpenAI-compatible HTTP server on 127.0.0.1 for tests: it speaks the two calls we
 * make (chat completions, image generations) and serves the images it points to.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface RecordedCall {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export type FakeBehaviour =
  | { kind: 'ok'; colour?: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'not-an-image' };

export interface FakeOpenAi {
  baseUrl: string;
  calls: RecordedCall[];
  behaviour: FakeBehaviour;
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const sticker = await sharp({
    create: { width: 512, height: 512, channels: 4, background: '#2a9d8f' },
  })
    .png()
    .toBuffer();
  const hanging = new Set<http.ServerResponse>();

  const fake: FakeOpenAi = {
    baseUrl: '',
    calls: [],
    behaviour: { kind: 'ok' },
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      if (request.method === 'GET' && path.startsWith('/files/')) {
        if (fake.behaviour.kind === 'not-an-image') {
          response.writeHead(200, { 'content-type': 'text/html' }).end('<html>nope</html>');
        } else response.writeHead(200, { 'content-type': 'image/png' }).end(sticker);
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      fake.calls.push({
        path,
        authorization: request.headers.authorization,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      });
      const behaviour = fake.behaviour;
      if (behaviour.kind === 'hang') {
        hanging.add(response);
        return;
      }
      if (behaviour.kind === 'status') {
        response
          .writeHead(behaviour.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'Incorrect API key provided: sk-te***' } }));
        return;
      }
      const json = (value: unknown) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (path === '/v1/chat/completions') {
        json({
          choices: [
            {
              message: {
                role: 'assistant',
                content: behaviour.kind === 'ok' ? (behaviour.colour ?? '"#2A9D8F"') : '#000',
              },
            },
          ],
        });
      } else if (path === '/v1/images/generations') {
        json({
          created: 1,
          data: [{ url: `${fake.baseUrl.replace('/v1', '')}/files/sticker.png` }],
        });
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
