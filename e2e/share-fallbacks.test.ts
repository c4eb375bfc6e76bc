/**
 * Every way the share link is delivered on a desktop, and every way sharing fails, with the
 * browser's own APIs replaced by stubs (e2e/support/share-stubs.ts) that record each call: the
 * clipboard, the prompt; and the errors in red. The phones' ways (the share sheet, iOS's
 * hidden-input copy, the alert) are in e2e/share-fallbacks-phone.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { stubCalls } from './support/share-stubs.js';
import {
  clipboard,
  DESKTOP,
  shareFails,
  shareSucceeds,
  shareWalk,
  TOAST,
} from './support/share-walk.js';

const { openLetter } = shareWalk();

describe('on a desktop', () => {
  it('copies to the clipboard, never opening a share sheet', async () => {
    const page = await openLetter(DESKTOP, { share: 'resolve', clipboard: 'resolve' });
    const link = await shareSucceeds(page);
    expect(await stubCalls(page)).toEqual([clipboard(link)]);
  });

  it('offers the link in a prompt when the clipboard refuses; OK is a success', async () => {
    const page = await openLetter(DESKTOP, { clipboard: 'reject' });
    const link = await shareSucceeds(page);
    expect(await stubCalls(page)).toEqual([
      clipboard(link),
      { api: 'prompt', args: ['Copy this link:', link] },
    ]);
  });

  it("fails with 'User cancelled manual copy' when the prompt is cancelled", async () => {
    const page = await openLetter(DESKTOP, { clipboard: 'reject', prompt: null });
    const letters: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/letters')) {
        letters.push(request.url());
      }
    });
    expect(await shareFails(page)).toBe('Failed to share letter: User cancelled manual copy');
    // The letter was stored all the same: the next press offers the same link again.
    await page.getByRole('button', { name: 'Copy link to share' }).click();
    await expect.poll(async () => (await stubCalls(page)).length).toBe(4);
    const calls = await stubCalls(page);
    expect(calls.map((call) => call.api)).toEqual(['clipboard', 'prompt', 'clipboard', 'prompt']);
    expect(calls[3]!.args).toEqual(calls[1]!.args);
    expect(letters).toHaveLength(1);
  });

  it("reads 'Sharing...' and is disabled while working, then is ready again", async () => {
    const page = await openLetter(DESKTOP, { clipboard: 'hold' });
    const button = page.locator('.share-button');
    await button.click();
    await page.getByRole('button', { name: 'Sharing...' }).waitFor();
    // aria-disabled, so the keyboard focus stays on the button.
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    // A second press while sharing does nothing.
    await button.click({ force: true });
    await expect.poll(async () => (await stubCalls(page)).length).toBe(1);
    await page.evaluate(() =>
      (window as unknown as { __releaseClipboard(): void }).__releaseClipboard(),
    );
    await page.getByRole('status').getByText(TOAST, { exact: true }).waitFor();
    // Until the message or the strip changes, it says the link is copied (a press copies again).
    expect(await button.textContent()).toBe('Link copied ✓ Copy link to share again');
    expect(await button.getAttribute('aria-disabled')).toBe('false');
  });
});

describe('what sharing needs', () => {
  it("fails with 'No message to share' for a blank message", async () => {
    const page = await openLetter(DESKTOP, { clipboard: 'resolve' }, { message: '  \n\t ' });
    expect(await shareFails(page)).toBe('Failed to share letter: No message to share');
    expect(await stubCalls(page)).toEqual([]);
  });

  it("fails with 'No photostrip image found' without a strip", async () => {
    const page = await openLetter(DESKTOP, { clipboard: 'resolve' }, { strip: null });
    expect(await shareFails(page)).toBe('Failed to share letter: No photostrip image found');
    expect(await stubCalls(page)).toEqual([]);
  });

  it("fails with 'Failed to upload image: …' when the strip cannot be stored", async () => {
    const page = await openLetter(DESKTOP, { clipboard: 'resolve' });
    await page.route('**/api/strips', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many uploads.', code: 'rate_limited' }),
      }),
    );
    expect(await shareFails(page)).toBe(
      // The page's own words for the code, never the server's text.
      'Failed to share letter: Failed to upload image: Too many requests. Please wait a little and try again.',
    );
  });
});
