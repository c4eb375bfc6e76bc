/**
 * Pages that paint before the JavaScript: the home screen and a friend's letter are
 * in the HTML the server sends, readable with JavaScript off; with it on, React hydrates that
 * markup (keeps the very elements) without a warning.
 */
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { APP_RUNS, collectProblems, newContext } from './support/browser.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
const shots = path.join(tmpdir(), 'postbooth-server-rendering');
const MESSAGE = 'Dear Sam, </script><b>not bold</b> $& — see you at the fair!';

let letterId = '';
let stripPath = '';
beforeAll(async () => {
  await mkdir(shots, { recursive: true });
  const png = await sharp({
    create: { width: 600, height: 1800, channels: 3, background: '#7fb8e6' },
  })
    .png()
    .toBuffer();
  const upload = await fetch(`${origin()}/api/strips`, {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: png,
  });
  const { publicUrl, claimToken } = (await upload.json()) as {
    publicUrl: string;
    claimToken: string;
  };
  stripPath = new URL(publicUrl).pathname;
  const created = await fetch(`${origin()}/api/letters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: MESSAGE, image_url: publicUrl, strip_claim: claimToken }),
  });
  letterId = ((await created.json()) as { id: string }).id;
});

async function phonePage(javaScriptEnabled: boolean): Promise<Page> {
  const context = await newContext(browser(), {
    javaScriptEnabled,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

const friendLink = () => `${origin()}${paths.finalLetter}?id=${letterId}`;

describe('with JavaScript off', () => {
  it('shows the home screen', async () => {
    const page = await phonePage(false);
    await page.goto(origin());
    await page.getByRole('heading', { name: 'Postbooth', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Start' }).waitFor();
    // Styled by the CSS in the page: the start button is the accent colour, not a plain link.
    const background = await page
      .getByRole('link', { name: 'Start' })
      .evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(background).toBe('rgb(194, 49, 74)');
    await page.screenshot({ path: path.join(shots, 'home-no-js.png') });
    await page.context().close();
  });

  it("shows a friend's letter with its strip", async () => {
    const page = await phonePage(false);
    const response = await page.goto(friendLink());
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'A letter for you' }).waitFor();
    await page.getByText(MESSAGE).waitFor();
    const strip = page.getByRole('img', { name: 'The photostrip' });
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt="The photostrip"]');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    expect(await strip.evaluate((image: HTMLImageElement) => new URL(image.src).pathname)).toBe(
      stripPath,
    );
    await page.screenshot({ path: path.join(shots, 'friend-no-js.png'), fullPage: true });
    await page.context().close();
  });

  it("downloads the friend's strip as photostrip.png", async () => {
    const page = await phonePage(false);
    await page.goto(friendLink());
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('photostrip.png');
    const saved = await sharp((await file.path()) ?? '').metadata();
    expect(saved).toMatchObject({ format: 'png', width: 600, height: 1800 });
    // Sharing needs the app: it says it is not ready rather than ignoring a tap.
    expect(
      await page.getByRole('button', { name: 'Copy link to share' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await page.context().close();
  });

  it("says 'Could not load letter.' with status 404 for an unknown letter", async () => {
    const page = await phonePage(false);
    const response = await page.goto(`${origin()}${paths.finalLetter}?id=${'Q'.repeat(22)}`);
    expect(response?.status()).toBe(404);
    await page.getByRole('alert').filter({ hasText: 'Could not load letter.' }).waitFor();
    await page.context().close();
  });
});

describe('with JavaScript on', () => {
  /**
   * Opens `url`, noting the first <h1> before any script ran, and waits for the app to run (the
   * header's language menu is enabled once it does); true when React kept that <h1>.
   */
  async function hydrated(page: Page, url: string): Promise<boolean> {
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { firstHeading: unknown }).firstHeading =
            document.querySelector('h1');
        }
      });
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // A friend's page starts the app at its reader's first input.
    await page.mouse.move(5, 5);
    await page.locator(APP_RUNS).waitFor();
    return page.evaluate(() => {
      const first = (window as unknown as { firstHeading: unknown }).firstHeading;
      return first !== null && first === document.querySelector('h1');
    });
  }

  it.each([
    ['/', 'Postbooth'],
    [paths.layout, 'Choose your layout'],
    ['/no-such-page', 'Page not found'],
  ])('hydrates %s without a warning, and it works', async (url, heading) => {
    const page = await phonePage(true);
    const problems = collectProblems(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    expect(await hydrated(page, `${origin()}${url}`)).toBe(true);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    expect(problems.filter((problem) => !problem.text.includes('404'))).toEqual([]);
    expect(warnings).toEqual([]);
    if (url === '/') {
      await page.getByRole('link', { name: 'Start' }).click();
      await page.getByRole('heading', { name: 'Choose your layout' }).waitFor();
    }
    await page.context().close();
  });

  it("hydrates a friend's letter without a warning or a second request for it", async () => {
    const page = await phonePage(true);
    const problems = collectProblems(page);
    const letterRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/letters')) {
        letterRequests.push(request.url());
      }
    });
    expect(await hydrated(page, friendLink())).toBe(true);
    await page.getByText(MESSAGE).waitFor();
    expect(problems).toEqual([]);
    expect(letterRequests).toEqual([]);
    expect(
      await page.getByRole('button', { name: 'Copy link to share' }).getAttribute('aria-disabled'),
    ).toBe('false');
    // Interactive: the strip comes to the front when pressed.
    await page.getByRole('button', { name: 'Letter on top' }).click();
    // React renders the press after the click's task: on a busy machine, a read at once saw the
    // button before it.
    await expect
      .poll(() => page.getByRole('button', { name: 'Letter on top' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.context().close();
  });

  it("shows the sharer's own view (delete) after hydrating, without a mismatch", async () => {
    const page = await phonePage(true);
    const problems = collectProblems(page);
    await page.goto(origin());
    await page.evaluate((id) => {
      localStorage.setItem('postbooth.letters', JSON.stringify({ [id]: 'x'.repeat(43) }));
    }, letterId);
    await page.goto(friendLink());
    await page.getByRole('heading', { name: 'Your letter' }).waitFor();
    await page.getByRole('button', { name: 'Delete this letter' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
