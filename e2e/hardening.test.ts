/**
 * The app holding up against what it does not control: its own strict CSP (no script may be
 * evaluated from a string), and whatever IndexedDB hands back as the visit. Chromium against the
 * production server, as everywhere in e2e/.
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { collectCspViolations, openPhonePage, type PageProblem } from './support/browser.js';
import { storeLetter as storeLetterThroughApi } from './support/letter-fixtures.js';
import { openEditor } from './support/open-editor.js';
import { photoJpeg, visitStoreEntry } from './support/strip-helpers.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
let page: Page;
let problems: PageProblem[];

beforeEach(async () => {
  ({ page, problems } = await openPhonePage(browser()));
});

afterEach(async () => {
  await page.context().close();
});

/** Writes `value` as the visit ('postbooth' / 'visit' / 'current'), whatever it holds. */
async function storeVisit(value: unknown): Promise<void> {
  await page.evaluate(async (visit) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('postbooth', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('visit');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction('visit', 'readwrite');
      transaction.objectStore('visit').put(visit, 'current');
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    });
    db.close();
  }, value);
}

/** The visit as IndexedDB holds it now (undefined when there is none). */
const storedVisit = (): Promise<unknown> => visitStoreEntry(page, 'current');

async function expectHeading(name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/** A letter stored through the API, as a visitor's share leaves it; answers its id. */
const storeLetter = (): Promise<string> => storeLetterThroughApi(origin(), 'Hello');

describe('the Content-Security-Policy', () => {
  it('is never violated by /edit or /final-letter?id=, and nothing is logged', async () => {
    const violations = await collectCspViolations(page);
    const photos = [await photoJpeg(640, 480, 20), await photoJpeg(640, 480, 200)];
    await openEditor(page, origin(), {
      layout: 2,
      photos: photos.map((bytes) => ({ bytes, type: 'image/jpeg' })),
    });
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Collect Photo' }).waitFor();

    const id = await storeLetter();
    await page.goto(`${origin()}${paths.finalLetter}?id=${id}`, { waitUntil: 'networkidle' });
    await expectHeading('A letter for you');
    await page.getByRole('img', { name: 'The photostrip' }).waitFor();

    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('a visit in IndexedDB that is not valid', () => {
  it.each([
    ['photos null', { layout: 3, source: 'upload', photos: null }],
    ['photos a string', { layout: 3, source: 'upload', photos: 'abc' }],
    ['numbers everywhere', { layout: 'three', source: 42, photos: [1, 2, 3] }],
  ])('(%s): /edit goes back to /layout, which works', async (_, visit) => {
    await page.goto(origin() + paths.home);
    await storeVisit(visit);

    await page.goto(origin() + paths.edit);
    await page.waitForURL(origin() + paths.layout);
    await page.getByText('Choose a layout and add your photos first.').waitFor();
    await page.reload();
    await expectHeading('Choose your layout');
    await page.getByRole('radio', { name: '2 Pose', exact: true }).check();
    await page.getByRole('radio', { name: 'Upload', exact: true }).check();
    await page.getByRole('button', { name: 'Select 2 Photo(s)' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("the error page's 'Start over' clears the visit and goes to the start", async () => {
    await page.goto(origin() + paths.home);
    await storeVisit({ layout: 2, source: 'upload', photos: [] });
    // The editor's code fails to load: the one error left that a visitor can meet here.
    await page.route(/\/assets\/edit-[^/]+\.js$/, (route) => route.abort());
    await page.goto(origin() + paths.edit);
    await expectHeading('Something went wrong');
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.waitForURL(origin() + paths.home);
    await expectHeading('Postbooth');
    expect(await storedVisit()).toBeUndefined();
  });
});
