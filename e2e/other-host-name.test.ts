/**
 * A shared letter opened on another host name of the same server: PUBLIC_URL names
 * http://127.0.0.1:<port> while the visitor's browser opens http://localhost:<port>. The server
 * answers the strip's address with PUBLIC_URL; the page's CSP allows images and fetches from
 * its own origin only, so the page must show and download the strip from there.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { collectProblems, launchBrowser, newContext } from './support/browser.js';
import { keepLetterInStorage, makeStripPng } from './support/letter-fixtures.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let port: number;
const contexts: BrowserContext[] = [];

/** A port nobody listens on now, so the server can be told its PUBLIC_URL before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

beforeAll(async () => {
  port = await freePort();
  server = await startServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
});

async function newPage() {
  if (!browser) throw new Error('The browser did not start.');
  const context = await newContext(browser, { viewport: { width: 1366, height: 900 } });
  contexts.push(context);
  const visited = `http://localhost:${port}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: visited });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { page, problems: collectProblems(page), visited };
}

describe('a letter on another host name of the same server', () => {
  it('shows its strip and downloads it from the page’s own origin', async () => {
    const { page, problems, visited } = await newPage();
    await page.goto(visited + paths.home);
    await keepLetterInStorage(page, { strip: await makeStripPng(), message: 'Hello' });
    await page.goto(visited + paths.finalLetter);
    await page.getByRole('button', { name: 'Copy link to share' }).click();
    await page.getByText('Link copied! Now paste it anywhere to share').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).origin).toBe(visited);

    // The server names the strip with PUBLIC_URL, another origin than the page's.
    const id = new URL(link).searchParams.get('id')!;
    const answer = await fetch(`${visited}/api/letters/${id}`);
    const { image_url: imageUrl } = (await answer.json()) as { image_url: string };
    expect(new URL(imageUrl).origin).toBe(`http://127.0.0.1:${port}`);

    const friend = await newPage();
    await friend.page.goto(link);
    const image = friend.page.getByRole('img', { name: 'The photostrip' });
    await friend.page.waitForFunction(() => {
      const shown = document.querySelector<HTMLImageElement>('img[alt="The photostrip"]');
      return shown !== null && shown.complete && shown.naturalWidth > 0;
    });
    expect(await image.evaluate((shown: HTMLImageElement) => shown.src)).toBe(
      `${visited}${new URL(imageUrl).pathname}`,
    );

    const download = friend.page.waitForEvent('download');
    await friend.page.getByRole('link', { name: 'Download', exact: true }).click();
    const saved = await sharp(await readFile((await (await download).path())!)).metadata();
    expect([saved.format, saved.width, saved.height]).toEqual(['png', 600, 1380]);
    expect(problems).toEqual([]);
    expect(friend.problems).toEqual([]);
  });
});
