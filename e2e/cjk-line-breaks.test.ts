/**
 * Japanese breaks lines between phrases, never inside a word nor before a prolonged sound mark or
 * a small kana ('デコレ/ーション', 'アップロー/ド', 'フォトストリッ/プ' were seen on a phone);
 * Chinese never inside a word (the words as the browser's own word segmenter finds them,
 * Intl.Segmenter): measured on the screens a visitor walks, at 390×844, from the positions of
 * the characters.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { APP_RUNS, appRunning, newContext, openOrigin } from './support/browser.js';
import { keepLetterInStorage, makeStripPng } from './support/letter-fixtures.js';
import { photoJpeg, seedVisit } from './support/strip-helpers.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
const pages: Page[] = [];

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});

/** Words of the Japanese catalogue that must never be split across lines. */
const WHOLE_WORDS = ['デコレーション', 'アップロード', 'フォトストリップ', 'ダウンロード'];

/** What each language is checked for, and the words the walk taps. */
const LANGUAGES = {
  ja: {
    locale: 'ja',
    /** Words of the Japanese catalogue that must never be split across lines. */
    words: WHOLE_WORDS,
    segmenter: false,
    fourPoses: '4ポーズ',
    upload: 'アップロード',
    editor: 'フォトストリップをデコレーション',
  },
  zh: {
    locale: 'zh-CN',
    words: [],
    /** Chinese has no spaces: every word the segmenter finds is kept whole. */
    segmenter: true,
    fourPoses: '4 个姿势',
    upload: '上传',
    editor: '装饰你的照片条',
  },
} as const;
type Checked = (typeof LANGUAGES)[keyof typeof LANGUAGES];

async function phoneIn(language: Checked): Promise<Page> {
  const context = await newContext(browser(), {
    viewport: { width: 390, height: 844 },
    locale: language.locale,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  pages.push(page);
  return page;
}

/**
 * Every line break the browser made inside a text of the page that splits one of `words` or
 * starts a line with a character that may not start one, as `before|after` with its text.
 */
function badBreaks(page: Page, language: Checked): Promise<string[]> {
  return page.evaluate(({ words, segmenter, locale }) => {
    const mayNotStart = /^[ーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎ、。，）」』！？：；]/;
    const segments = segmenter ? new Intl.Segmenter(locale, { granularity: 'word' }) : null;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[\u3040-\u30ff\u4e00-\u9fff]/.test(text)) continue;
      // Where a line may break without splitting a word: the segmenter's word boundaries.
      const boundaries = new Set<number>();
      if (segments) for (const { index } of segments.segment(text)) boundaries.add(index);
      const range = document.createRange();
      // The top of each character's box: a larger top than the one before is a new line.
      const tops: number[] = [];
      for (let i = 0; i < text.length; i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        tops.push(rect ? rect.top : Number.NaN);
      }
      const breaks: number[] = [];
      for (let i = 1; i < text.length; i += 1) {
        if (tops[i]! > tops[i - 1]! + 2 && text[i] !== ' ' && text[i - 1] !== ' ') breaks.push(i);
      }
      for (const at of breaks) {
        const inSegment = segments !== null && !boundaries.has(at);
        const inWord =
          inSegment ||
          words.some((word) => {
            for (
              let start = text.indexOf(word);
              start >= 0;
              start = text.indexOf(word, start + 1)
            ) {
              if (at > start && at < start + word.length) return true;
            }
            return false;
          });
        if (inWord || mayNotStart.test(text.slice(at)))
          found.push(
            `${text.slice(Math.max(0, at - 8), at)}|${text.slice(at, at + 8)} in "${text}"`,
          );
      }
    }
    return found;
  }, language);
}

describe.each(Object.entries(LANGUAGES))('%s on a phone', (_, language) => {
  it.each([paths.home, paths.layout])('breaks lines only between phrases on %s', async (path) => {
    const page = await phoneIn(language);
    await page.goto(origin() + path);
    await appRunning(page);
    if (path === paths.layout) {
      // The upload path shows its picker's words too.
      await page.getByRole('radio', { name: language.fourPoses }).click();
      await page.getByRole('radio', { name: language.upload }).click();
    }
    expect(await badBreaks(page, language)).toEqual([]);
  });

  it('breaks lines only between phrases on /download and /event', async () => {
    const page = await phoneIn(language);
    await openOrigin(page, origin());
    await keepLetterInStorage(page, { strip: await makeStripPng() });
    const found: string[] = [];
    for (const path of [paths.download, paths.event]) {
      await page.goto(origin() + path);
      await page.locator(APP_RUNS).waitFor();
      await page.locator('h1').waitFor();
      await page.locator('.download-actions, .event-form').first().waitFor();
      found.push(...(await badBreaks(page, language)));
    }
    expect(found).toEqual([]);
  });

  it('breaks lines only between phrases in the editor', async () => {
    const page = await phoneIn(language);
    await openOrigin(page, origin());
    await seedVisit(page, {
      layout: 2,
      photos: await Promise.all(
        [0, 200].map(async (hue) => ({
          bytes: await photoJpeg(600, 450, hue),
          type: 'image/jpeg',
        })),
      ),
    });
    await page.goto(origin() + paths.edit);
    await page.getByRole('heading', { level: 1, name: language.editor }).waitFor();
    await page.locator(APP_RUNS).waitFor();
    const found = await badBreaks(page, language);
    // Each of the phone's sheets (emoji, AI decorations, …) open in turn.
    const sheets = page.locator('button[aria-expanded]');
    for (let index = 0; index < (await sheets.count()); index += 1) {
      await sheets.nth(index).tap();
      found.push(...(await badBreaks(page, language)));
    }
    expect(found).toEqual([]);
  });
});
