/**
 * POST /api/ai/decorations against a fake provider whose answers try to make the server
 * fetch internal addresses or swallow huge bodies.
 */
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storedFileNames } from '../../app-storage.js';
import { startFakeOpenAi } from '../../fake-openai.js';
import type { FakeOpenAi } from '../../fake-openai.js';
import { startTestApp } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

const MiB = 1024 * 1024;
const HUGE = 300 * MiB;

let fake: FakeOpenAi;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
afterEach(() => t.close());

async function decorate(): Promise<{ status: number; body: Record<string, unknown> }> {
  t = await startTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl });
  fake.reset();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai/decorations',
    payload: { theme: 'ocean' },
  });
  return { status: response.statusCode, body: response.json() };
}

/** The mean colour of a served sticker, as [r, g, b] rounded. */
async function servedColour(url: string): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(response.statusCode).toBe(200);
  const { channels } = await sharp(response.rawPayload).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
}

const providerError = {
  code: 'provider_error',
  error: 'Failed to generate decorations. Please try again.',
};

describe('image bytes', () => {
  it('asks for b64_json and serves the decoded image under /stickers/, fetching nothing', async () => {
    fake.behaviour = { kind: 'ok' };
    const { status, body } = await decorate();
    expect(status).toBe(200);
    const images = fake.calls.filter((c) => c.path === '/v1/images/generations');
    expect(images).toHaveLength(3);
    for (const call of images) expect(call.body.response_format).toBe('b64_json');
    const stickers = body.stickers as string[];
    for (const url of stickers) {
      expect(new URL(url).pathname).toMatch(/^\/stickers\/ai-.+\.png$/);
      expect(await servedColour(url)).toEqual([0x2a, 0x9d, 0x8f]);
    }
    expect(fake.imageHost.connections).toBe(0);
  });
});

describe('addresses in the answer', () => {
  it('refuses an http address on 127.0.0.1 without connecting to it', async () => {
    fake.behaviour = { kind: 'image-address', url: fake.imageHost.url('/files/sticker.png') };
    const { status, body } = await decorate();
    expect([status, body]).toEqual([502, providerError]);
    expect(fake.imageHost.requests).toEqual([]);
    expect(fake.imageHost.connections).toBe(0);
  });

  it('refuses an address that redirects to an internal one, fetching neither', async () => {
    const internal = fake.imageHost.url('/internal/secret.png');
    const redirect = fake.imageHost.url(`/redirect?to=${encodeURIComponent(internal)}`);
    fake.behaviour = { kind: 'image-address', url: redirect };
    const { status, body } = await decorate();
    expect([status, body]).toEqual([502, providerError]);
    expect(fake.imageHost.requests).toEqual([]);
    expect(fake.imageHost.connections).toBe(0);
  });

  it('does not follow a redirect from the API itself to an internal address', async () => {
    fake.behaviour = { kind: 'redirect', location: fake.imageHost.url('/internal/secret.png') };
    const { status, body } = await decorate();
    expect([status, body]).toEqual([502, providerError]);
    expect(fake.calls.length).toBeGreaterThan(0);
    expect(fake.imageHost.requests).toEqual([]);
  });

  it.each([
    ['a name resolving to loopback', 'localhost'],
    ['a loopback IPv4 literal', '127.0.0.1'],
    ['an IPv4-mapped IPv6 literal', '[::ffff:127.0.0.1]'],
  ])('refuses https to %s without connecting to it', async (_name, host) => {
    const port = new URL(fake.imageHost.url('/')).port;
    fake.behaviour = { kind: 'image-address', url: `https://${host}:${port}/files/sticker.png` };
    const { status, body } = await decorate();
    expect([status, body]).toEqual([502, providerError]);
    expect(fake.imageHost.connections).toBe(0);
  });
});

describe('answer sizes', () => {
  it.each([
    ['chat', false],
    ['image', false],
    ['chat', true],
    ['image', true],
  ] as const)(
    'a 300 MB %s answer (Content-Length declared: %s) is 502, and stops being read early',
    async (call, declareLength) => {
      fake.behaviour = { kind: 'huge', call, bytes: HUGE, declareLength };
      const { status, body } = await decorate();
      expect([status, body]).toEqual([502, providerError]);
      // Give the fake a moment to notice every connection closing.
      await expect.poll(() => fake.hugeBytesWritten.length).toBe(call === 'chat' ? 1 : 3);
      // The caps are 8 MiB (chat) and about 5.6 MiB (image); socket buffers add a few MiB.
      for (const written of fake.hugeBytesWritten) expect(written).toBeLessThan(32 * MiB);
    },
  );
});

describe('a request that fails', () => {
  it('stores no sticker after its answer: the calls still under way are stopped first', async () => {
    // The chat call fails (an answer over its cap) while the image calls succeed.
    fake.behaviour = { kind: 'huge', call: 'chat', bytes: HUGE, declareLength: true };
    const { status } = await decorate();
    expect(status).toBe(502);
    const atAnswer = await storedFileNames(t.config, 'stickers');
    await t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await storedFileNames(t.config, 'stickers')).toEqual(atAnswer);
  });
});
