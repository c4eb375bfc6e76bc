import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from '../../fake-openai.js';
import type { FakeOpenAi } from '../../fake-openai.js';
import { startTestApp } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

const KEY = 'sk-test-SECRET-key-0123456789';
const decorate = (t: TestApp, theme: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/ai/decorations', payload: { theme } });

async function expectStickerPngs(t: TestApp, urls: string[]): Promise<void> {
  expect(urls).toHaveLength(3);
  for (const url of urls) {
    const { origin, pathname } = new URL(url);
    expect(origin).toBe('http://localhost');
    const response = await t.app.inject({ method: 'GET', url: pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
  }
}

describe('POST /api/ai/decorations with the built-in offline provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AI: '100' });
  });
  afterAll(() => t.close());

  it('answers a sea colour and three sea stickers for "ocean", as PNGs we serve', async () => {
    const response = await decorate(t, 'ocean');
    expect(response.statusCode).toBe(200);
    const { frameColor, stickers } = response.json() as { frameColor: string; stickers: string[] };
    expect(frameColor).toMatch(/^#[0-9a-f]{6}$/);
    const [r, , b] = [1, 3, 5].map((i) => parseInt(frameColor.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(r!);
    expect(new Set(stickers).size).toBe(3);
    await expectStickerPngs(t, stickers);
  });

  it('draws real colour emoji, not blank or grey squares', async () => {
    const { stickers } = (await decorate(t, 'halloween pumpkin')).json() as { stickers: string[] };
    const pumpkin = stickers.find((url) => url.includes('emoji-1f383'));
    expect(pumpkin, stickers.join(' ')).toBeDefined();
    const png = (await t.app.inject({ method: 'GET', url: new URL(pumpkin!).pathname })).rawPayload;
    const stats = await sharp(png).stats();
    const [red, green, blue] = stats.channels;
    // An orange pumpkin: much more red than blue, and plenty of visible pixels.
    expect(red!.mean).toBeGreaterThan(blue!.mean + 20);
    expect(green!.mean).toBeGreaterThan(0);
    expect(stats.isOpaque).toBe(false);
  });

  it.each([
    ['an empty theme', ''],
    ['a blank theme', '   '],
    ['a theme over 200 characters', 'x'.repeat(201)],
    ['a theme that is not text', 7],
  ])('answers 400 for %s', async (_name, theme) => {
    const response = await decorate(t, theme);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
  });
});

describe('POST /api/ai/decorations with an OpenAI-compatible provider', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let logs: string[];
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  afterEach(() => t.close());

  async function start(env: Record<string, string> = {}): Promise<void> {
    logs = [];
    t = await startTestApp(
      { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.baseUrl, LOG_LEVEL: 'info', ...env },
      { logStream: { write: (line) => logs.push(line) } },
    );
    fake.reset();
  }

  it('makes exactly the documented calls and serves the images from our origin', async () => {
    await start();
    fake.behaviour = { kind: 'ok', colour: ' "Teal" ' };
    const response = await decorate(t, 'beach party');
    expect(response.statusCode).toBe(200);
    const { frameColor, stickers } = response.json() as { frameColor: string; stickers: string[] };
    expect(frameColor).toBe('#008080');
    await expectStickerPngs(t, stickers);
    expect(new Set(stickers).size).toBe(3);

    const chats = fake.calls.filter((call) => call.path === '/v1/chat/completions');
    const images = fake.calls.filter((call) => call.path === '/v1/images/generations');
    expect(chats).toHaveLength(1);
    expect(images).toHaveLength(3);
    for (const call of fake.calls) expect(call.authorization).toBe(`Bearer ${KEY}`);
    const chat = chats[0]!.body as {
      model: string;
      max_tokens: number;
      messages: { role: string; content: string }[];
    };
    expect(chat.model).toBe('gpt-3.5-turbo');
    expect(chat.max_tokens).toBe(10);
    expect(chat.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(chat.messages[1]!.content).toContain('beach party');
    expect(chat.messages[1]!.content).toMatch(/single CSS colou?r/i);
    for (const image of images) {
      expect(image.body).toEqual({
        prompt: 'beach party, cute sticker, transparent background, illustration, no text, PNG',
        n: 1,
        size: '256x256',
        response_format: 'b64_json',
      });
    }
  });

  it('uses AI_CHAT_MODEL and AI_IMAGE_MODEL when set', async () => {
    await start({ AI_CHAT_MODEL: 'gpt-4o-mini', AI_IMAGE_MODEL: 'dall-e-2' });
    fake.behaviour = { kind: 'ok' };
    expect((await decorate(t, 'forest')).statusCode).toBe(200);
    expect(fake.calls.find((c) => c.path.endsWith('/chat/completions'))?.body.model).toBe(
      'gpt-4o-mini',
    );
    expect(fake.calls.find((c) => c.path.endsWith('/images/generations'))?.body.model).toBe(
      'dall-e-2',
    );
  });

  it('falls back to a keyword colour when the answer is not a CSS colour', async () => {
    await start();
    fake.behaviour = { kind: 'ok', colour: 'I think a nice' };
    const response = await decorate(t, 'ocean');
    expect(response.statusCode).toBe(200);
    expect(response.json().frameColor).toBe('#005493');
  });

  it.each([
    [429, 429, 'rate_limited', 'Rate limit reached. Please wait 1-2 minutes and try again.'],
    [401, 502, 'provider_auth', 'Invalid API key. Please check your OpenAI API key.'],
    [403, 502, 'provider_auth', 'Invalid API key. Please check your OpenAI API key.'],
    [400, 422, 'bad_prompt', 'Invalid request. Please try a different prompt.'],
    [500, 502, 'provider_error', 'Failed to generate decorations. Please try again.'],
  ])('maps provider status %i to %i %s', async (status, ours, code, error) => {
    await start();
    fake.behaviour = { kind: 'status', status };
    const response = await decorate(t, 'ocean');
    expect(response.statusCode).toBe(ours);
    expect(response.json()).toEqual({ error, code });
    expect(response.body).not.toContain(KEY);
    expect(logs.join('')).not.toContain(KEY);
    expect(logs.join('')).toContain(`"status":${status}`);
  });

  it('answers 502 provider_error when an image is not an image', async () => {
    await start();
    fake.behaviour = { kind: 'not-an-image' };
    const response = await decorate(t, 'ocean');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'provider_error' });
  });

  it('cuts off a provider that never answers after AI_TIMEOUT_MS with 504 timeout', async () => {
    await start({ AI_TIMEOUT_MS: '300' });
    // The provider never answers: without the cut-off the request would run out the test's
    // timeout.
    fake.behaviour = { kind: 'hang' };
    const response = await decorate(t, 'ocean');
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: 'timeout' });
  });

  it('answers 502 provider_error when the provider cannot be reached', async () => {
    await start({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    const response = await decorate(t, 'ocean');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'provider_error' });
    expect(logs.join('')).not.toContain(KEY);
  });

  it('limits AI calls to RATE_LIMIT_AI a minute', async () => {
    await start({ RATE_LIMIT_AI: '2' });
    fake.behaviour = { kind: 'ok' };
    expect((await decorate(t, 'a')).statusCode).toBe(200);
    expect((await decorate(t, 'b')).statusCode).toBe(200);
    const refused = await decorate(t, 'c');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(fake.calls.filter((c) => c.path.endsWith('/chat/completions'))).toHaveLength(2);
  });
});
