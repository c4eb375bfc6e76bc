import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Letter } from '../../model/api.js';
import type { PageData, ScreenRenderer } from '../../model/page-data.js';
import { PAGE_SLOTS } from '../../model/page-data.js';
import { friendPages } from './friend-pages.js';
import { PageCache } from './page-cache.js';

const TEMPLATE = `<html><head>${PAGE_SLOTS.head}</head><body><div id="root">${PAGE_SLOTS.body}</div></body></html>`;
const ORIGIN = 'https://booth.test';
const ID = 'AAAAAAAAAAAAAAAAAAAAAA';

function setUp(options: { showId?: boolean } = {}) {
  const renders: { url: string; data: PageData }[] = [];
  const renderer: ScreenRenderer = {
    async renderScreen(url, data, language) {
      renders.push({ url, data });
      const shared = data.sharedLetter;
      const words = shared?.letter?.message ?? shared?.gone ?? 'none';
      const id = options.showId ? ` for ${shared?.id}` : '';
      return `<main lang="${language}">${words}${id}</main>`;
    },
    shareTexts: async () => ({ title: 't', description: 'd', imageAlt: 'a' }),
  };
  const cache = new PageCache();
  const pages = friendPages({ template: () => TEMPLATE, renderer, onRenderError: () => {}, cache });
  return { renders, cache, pages };
}

const letter = (message: string): Letter => ({
  message,
  image_url: `${ORIGIN}/strips/photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.png`,
});

describe('friendPages', () => {
  it("renders a letter's page once, at its canonical address, and keeps it", async () => {
    const { renders, cache, pages } = setUp();
    const ask = { id: ID, language: 'en', origin: ORIGIN, encoding: 'identity' } as const;
    const first = await pages.letter(ask, letter('hi'));
    expect(await pages.letter(ask, letter('hi'))).toBe(first);
    expect(renders.map((r) => r.url)).toEqual([`/final-letter?id=${ID}`]);
    expect(cache.size).toBe(1);
    const gzip = await pages.letter({ ...ask, encoding: 'gzip' }, letter('hi'));
    expect(gunzipSync(gzip).equals(first)).toBe(true);
    expect(renders).toHaveLength(1);
  });

  it('renders again when the letter read differs from the one kept', async () => {
    const { renders, pages } = setUp();
    const ask = { id: ID, language: 'en', origin: ORIGIN, encoding: 'identity' } as const;
    await pages.letter(ask, letter('hi'));
    const changed = await pages.letter(ask, letter('hello'));
    expect(changed.toString()).toContain('>hello</main>');
    expect(renders).toHaveLength(2);
  });

  it('renders the no-letter and deleted pages once per language; no id enters the cache', async () => {
    const { renders, cache, pages } = setUp();
    for (let n = 0; n < 20; n += 1) {
      const id = `unknown-${n}`;
      const page = (await pages.missing({ id, language: 'en', encoding: 'identity' })).toString();
      expect(page).toContain('>none</main>');
      expect(page).toContain(`"id":"${id}","letter":null}`);
    }
    await pages.missing({ id: ID, language: 'fr', encoding: 'identity' });
    const deleted = await pages.missing(
      { id: ID, language: 'en', encoding: 'identity' },
      'deleted',
    );
    expect(deleted.toString()).toContain('>deleted</main>');
    expect(deleted.toString()).toContain('"gone":"deleted"');
    expect(renders).toHaveLength(3);
    expect(cache.size).toBe(0);
  });

  it('writes the id, escaped, where a missing page shows it', async () => {
    const { pages } = setUp({ showId: true });
    const page = await pages.missing({ id: '<b>x</b>', language: 'en', encoding: 'identity' });
    expect(page.toString()).toContain('>none for &lt;b&gt;x&lt;/b&gt;</main>');
    expect(page.toString()).not.toContain('<b>x</b>');
  });
});
