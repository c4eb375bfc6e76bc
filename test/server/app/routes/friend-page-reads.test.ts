/**
 * Reads of the friend's page at the framework's speed: a page rendered once is sent
 * again as the same bytes, whatever else the address carries; the pages of no letter are
 * rendered once per language; one address has a budget of page reads. The build's server
 * entry is a stand-in that counts its renderings (the real one renders React).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../../../src/model/languages.js';
import { pageFileName, pageNameOf, PAGE_SLOTS } from '../../../../src/model/page-data.js';
import { paths } from '../../../../src/model/paths.js';
import { buildApp, type BuildOptions } from '../../../../src/server/app.js';
import { REFUSAL_HOLD_MS } from '../../../../src/server/http/refused-addresses.js';
import { openDatabase } from '../../../../src/server/stores/database.js';
import { createLetter, startTestApp } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

const COUNTER = '__friendPageRenders';
const ENTRY = `
export async function renderScreen(url, data, language) {
  globalThis.${COUNTER} = (globalThis.${COUNTER} ?? 0) + 1;
  const shared = data.sharedLetter;
  return '<main lang="' + language + '">' + (shared?.letter?.message ?? shared?.gone ?? 'no letter') + '</main>';
}
export async function shareTexts(language) {
  return { title: 'Letter', description: 'Look', imageAlt: 'A strip' };
}
`;

const renders = () => (globalThis as Record<string, unknown>)[COUNTER] as number;

let t: TestApp;
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

/** An app whose build has the pages and the counting server entry. */
async function startApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const app = await startTestApp(env);
  const pagesDir = path.join(app.config.renderDir, 'pages');
  await fs.mkdir(pagesDir, { recursive: true });
  // Long enough to be compressed.
  const filler = `<p>${'Postbooth '.repeat(200)}</p>`;
  for (const { code } of LANGUAGES) {
    for (const screen of [...Object.values(paths), null]) {
      const name = pageNameOf(screen);
      const html = `<!doctype html><html lang="${code}"><head>${PAGE_SLOTS.head}</head><body><div id="root">${PAGE_SLOTS.body}</div>${filler}</body></html>`;
      await fs.writeFile(path.join(pagesDir, `${pageFileName(name, code)}.html`), html);
    }
  }
  await fs.writeFile(path.join(app.config.renderDir, 'entry-server.js'), ENTRY);
  await app.app.close();
  app.app = await buildApp(app.config, options);
  (globalThis as Record<string, unknown>)[COUNTER] = 0;
  return app;
}

const read = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe("the friend's page, read again", () => {
  it('sends the same bytes without rendering again, whatever parameters the address adds', async () => {
    t = await startApp();
    const { id } = await createLetter(t.app, undefined, 'Hello from the fair');
    const first = await read(`/final-letter?id=${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('>Hello from the fair</main>');
    expect(renders()).toBe(1);
    for (const url of [
      `/final-letter?id=${id}`,
      `/final-letter?id=${id}&utm_source=chat`,
      `/final-letter?utm_source=x&id=${id}&id=other`,
    ]) {
      const again = await read(url);
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    // Compressed once for browsers, then the same bytes each time.
    const br = await read(`/final-letter?id=${id}`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(brotliDecompressSync(br.rawPayload).equals(first.rawPayload)).toBe(true);
    const brAgain = await read(`/final-letter?id=${id}&x=1`, { 'accept-encoding': 'br' });
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(renders()).toBe(1);
    // Another language is another page.
    const french = await read(`/final-letter?id=${id}`, { 'accept-language': 'fr' });
    expect(french.body).toContain('<main lang="fr">');
    expect(renders()).toBe(2);
  });

  it('renders the page of no letter once per language, and unknown ids push out no letter', async () => {
    t = await startApp();
    const { id } = await createLetter(t.app, undefined, 'Kept');
    await read(`/final-letter?id=${id}`);
    for (let n = 0; n < 30; n += 1) {
      const unknown = `${'B'.repeat(20)}${String(n).padStart(2, '0')}`;
      const page = await read(`/final-letter?id=${unknown}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain(`"id":"${unknown}","letter":null`);
      expect((await read(`/final-letter?id=%3Cb%3E${n}`)).statusCode).toBe(404);
    }
    await read(`/final-letter?id=${'C'.repeat(22)}`, { 'accept-language': 'de' });
    // The letter, then the page of no letter in English and in German.
    expect(renders()).toBe(3);
    expect((await read(`/final-letter?id=${id}`)).body).toContain('>Kept</main>');
    expect(renders()).toBe(3);
  });

  it('answers 410 once its sender deleted the letter, and never serves a changed letter stale', async () => {
    t = await startApp();
    const gone = await createLetter(t.app, undefined, 'Soon gone');
    const changed = await createLetter(t.app, undefined, 'First words');
    await read(`/final-letter?id=${gone.id}`);
    await read(`/final-letter?id=${changed.id}`);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/letters/${gone.id}`,
      headers: { authorization: `Bearer ${gone.deleteToken}` },
    });
    expect(deleted.statusCode).toBe(204);
    const page = await read(`/final-letter?id=${gone.id}`);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('>deleted</main>');
    expect(page.body).not.toContain('Soon gone');

    // No route edits a letter; another instance or an operator may change the row.
    const db = await openDatabase(t.config);
    try {
      await db
        .updateTable('letters')
        .set({ message: 'Second words' })
        .where('id', '=', changed.id)
        .execute();
    } finally {
      await db.destroy();
    }
    const after = await read(`/final-letter?id=${changed.id}`);
    expect(after.body).toContain('>Second words</main>');
    expect(after.body).not.toContain('First words');
  });
});

describe("the friend's page's budget per address", () => {
  it('answers 429 past RATE_LIMIT_PAGES reads a minute, for that address only', async () => {
    t = await startApp({ RATE_LIMIT_PAGES: '3' });
    const { id } = await createLetter(t.app);
    for (let n = 0; n < 3; n += 1) {
      expect((await read(`/final-letter?id=${id}&n=${n}`, {}, '203.0.113.7')).statusCode).toBe(200);
    }
    const refused = await read(`/final-letter?id=${'A'.repeat(22)}`, {}, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.any(String), code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Without TRUST_PROXY, an address the client writes itself changes nothing.
    const forged = await read(
      `/final-letter?id=${id}`,
      { 'x-forwarded-for': '198.51.100.9' },
      '203.0.113.7',
    );
    expect(forged.statusCode).toBe(429);
    // Another reader, and the page without an id (the writer's own), are not held back.
    expect((await read(`/final-letter?id=${id}`, {}, '198.51.100.9')).statusCode).toBe(200);
    expect((await read(paths.finalLetter, {}, '203.0.113.7')).statusCode).toBe(200);
  });

  it('answers a refused address early, held a second, until its window ends, logged one line a second', async () => {
    const lines: string[] = [];
    t = await startApp(
      { RATE_LIMIT_PAGES: '1', LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    const { id } = await createLetter(t.app);
    expect((await read(`/final-letter?id=${id}`, {}, '203.0.113.7')).statusCode).toBe(200);
    const byTheLimit = await read(`/final-letter?id=${id}`, {}, '203.0.113.7');
    lines.length = 0;
    // The early answers are held (a flood waiting on them slows down): none before the second.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answered = 0;
    const pending = Promise.all(
      [1, 2, 3].map((n) =>
        read(`/final-letter?id=${id}&n=${n}`, {}, '203.0.113.7').then((answer) => {
          answered += 1;
          return answer;
        }),
      ),
    );
    await vi.advanceTimersByTimeAsync(REFUSAL_HOLD_MS - 1);
    expect(answered).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    const early = await pending;
    vi.useRealTimers();
    for (const answer of [byTheLimit, ...early]) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual({ error: expect.any(String), code: 'rate_limited' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    // One line for the three, with their count; never the address, the id or the query.
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ route: paths.finalLetter, status: 429, count: 1 });
    expect(lines.join('')).not.toContain('203.0.113.7');
    expect(lines.join('')).not.toContain(id);
    // Others are not held back, nor the page without an id.
    expect((await read(`/final-letter?id=${id}`, {}, '198.51.100.9')).statusCode).toBe(200);
    expect((await read(paths.finalLetter, {}, '203.0.113.7')).statusCode).toBe(200);
  });
});
