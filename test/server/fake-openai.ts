/**
 * A fake OpenAI-compatible HTTP server on 127.0.0.1 for tests: it speaks the two calls we
 * make (chat completions, image generations). Beside it runs a second server, the "image
 * host", standing for any address a provider's answer could name (a CDN, or an internal
 * service): it records every connection and request, so a test can prove nothing was fetched.
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
  /** Answers like OpenAI: image bytes as b64_json, or an image-host address when asked for `url`. */
  | { kind: 'ok'; colour?: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  /** The image generation answers HTML bytes instead of an image. */
  | { kind: 'not-an-image' }
  /** The image generation answers this address whatever format was asked for. */
  | { kind: 'image-address'; url: string }
  /** Every API call answers a 302 to this address. */
  | { kind: 'redirect'; location: string }
  /**
   * One call answers a well-formed JSON document of about `bytes` bytes, written chunk by
   * chunk as the client reads (never held in memory), with or without a Content-Length.
   */
  | { kind: 'huge'; call: 'chat' | 'image'; bytes: number; declareLength: boolean };

export interface FakeImageHost {
  /** An address on the image host, e.g. url('/files/sticker.png'). */
  url(path: string): string;
  /** Paths requested from the image host. */
  requests: string[];
  /** TCP connections opened to the image host (a refused TLS handshake still counts). */
  connections: number;
}

export interface FakeOpenAi {
  baseUrl: string;
  calls: RecordedCall[];
  behaviour: FakeBehaviour;
  imageHost: FakeImageHost;
  /** The PNG the fake hands out as a sticker (512×512, #2a9d8f). */
  sticker: Buffer;
  /** The PNG the image host serves at /internal/secret.png, standing for an internal service. */
  secret: Buffer;
  /** Bytes of each huge answer actually written before the client stopped reading. */
  hugeBytesWritten: number[];
  /** Forgets calls, image-host traffic and huge answers. */
  reset(): void;
  close(): Promise<void>;
}

const CHUNK = Buffer.alloc(64 * 1024, 'A');

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const sticker = await solidPng('#2a9d8f');
  const secret = await solidPng('#ff00ff');
  const hanging = new Set<http.ServerResponse>();
  const imageServer = startImageHost(sticker, secret);

  const fake: FakeOpenAi = {
    baseUrl: '',
    calls: [],
    behaviour: { kind: 'ok' },
    imageHost: imageServer.host,
    sticker,
    secret,
    hugeBytesWritten: [],
    reset() {
      fake.calls = [];
      fake.imageHost.requests = [];
      fake.imageHost.connections = 0;
      fake.hugeBytesWritten = [];
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      await Promise.all([closeServer(server), closeServer(imageServer.server)]);
    },
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      fake.calls.push({ path, authorization: request.headers.authorization, body });
      const behaviour = fake.behaviour;
      const call =
        path === '/v1/chat/completions'
          ? 'chat'
          : path === '/v1/images/generations'
            ? 'image'
            : null;
      if (!call) {
        response.writeHead(404).end();
        return;
      }
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
      if (behaviour.kind === 'redirect') {
        response.writeHead(302, { location: behaviour.location }).end();
        return;
      }
      if (behaviour.kind === 'huge' && behaviour.call === call) {
        void writeHuge(response, call, behaviour).then((n) => fake.hugeBytesWritten.push(n));
        return;
      }
      const json = (value: unknown) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (call === 'chat') {
        const content = behaviour.kind === 'ok' ? (behaviour.colour ?? '"#2A9D8F"') : '#000';
        json({ choices: [{ message: { role: 'assistant', content } }] });
        return;
      }
      json({ created: 1, data: [imageItem(behaviour, body.response_format)] });
    });
  });

  function imageItem(behaviour: FakeBehaviour, format: unknown): Record<string, string> {
    if (behaviour.kind === 'image-address') return { url: behaviour.url };
    if (behaviour.kind === 'not-an-image') {
      return { b64_json: Buffer.from('<html>nope</html>').toString('base64') };
    }
    // Like OpenAI: addresses only when asked for them, else the bytes.
    if (format === 'url') return { url: fake.imageHost.url('/files/sticker.png') };
    return { b64_json: sticker.toString('base64') };
  }

  await Promise.all([listen(server), listen(imageServer.server)]);
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

/**
 * The image host: /files/sticker.png is the sticker, /internal/secret.png the "internal"
 * picture, /redirect?to=<address> a 302 to that address.
 */
function startImageHost(
  sticker: Buffer,
  secret: Buffer,
): { server: http.Server; host: FakeImageHost } {
  const host: FakeImageHost = {
    url: (path) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    requests: [],
    connections: 0,
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://image-host');
    host.requests.push(url.pathname);
    const png = (bytes: Buffer) =>
      response.writeHead(200, { 'content-type': 'image/png' }).end(bytes);
    if (url.pathname === '/files/sticker.png') png(sticker);
    else if (url.pathname === '/internal/secret.png') png(secret);
    else if (url.pathname === '/redirect') {
      response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    } else response.writeHead(404).end();
  });
  server.on('connection', () => {
    host.connections += 1;
  });
  return { server, host };
}

/** Streams a JSON answer of about `bytes` bytes, respecting backpressure; returns bytes written. */
async function writeHuge(
  response: http.ServerResponse,
  call: 'chat' | 'image',
  { bytes, declareLength }: { bytes: number; declareLength: boolean },
): Promise<number> {
  const [head, tail] =
    call === 'chat'
      ? ['{"choices":[{"message":{"role":"assistant","content":"', '"}}]}']
      : ['{"created":1,"data":[{"b64_json":"', '"}]}'];
  const fillerChunks = Math.ceil(bytes / CHUNK.length);
  const total = head.length + fillerChunks * CHUNK.length + tail.length;
  response.writeHead(200, {
    'content-type': 'application/json',
    ...(declareLength ? { 'content-length': String(total) } : {}),
  });
  let written = 0;
  let closed = false;
  response.on('close', () => {
    closed = true;
  });
  const write = async (data: string | Buffer): Promise<void> => {
    written += data.length;
    if (!response.write(data) && !closed) {
      await new Promise<void>((resolve) => {
        response.once('drain', resolve);
        response.once('close', resolve);
      });
    }
  };
  await write(head);
  for (let i = 0; i < fillerChunks && !closed; i++) await write(CHUNK);
  if (!closed) response.end(tail);
  return written;
}

function solidPng(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 512, height: 512, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

function listen(server: http.Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
