/**
 * Every way the share link is delivered on a phone, with the browser's own APIs replaced by stubs
 * (e2e/support/share-stubs.ts) that record each call: the share sheet, the clipboard, iOS's
 * hidden-input copy, the alert. A desktop's ways and the failures are in
 * e2e/share-fallbacks.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  androidUserAgent,
  iPhoneUserAgent,
  phoneContextOptions,
  stubCalls,
} from './support/share-stubs.js';
import { clipboard, shareSucceeds, shareWalk, sheet, tapAndHold } from './support/share-walk.js';

const { openLetter, closeLetter } = shareWalk();

describe('on a phone', () => {
  it('opens the share sheet with the title, the text and the link', async () => {
    const page = await openLetter(phoneContextOptions(androidUserAgent), {
      share: 'resolve',
      clipboard: 'resolve',
    });
    const link = await shareSucceeds(page);
    expect(await stubCalls(page)).toEqual([sheet(link)]);
  });

  it('copies to the clipboard when there is no share sheet', async () => {
    const page = await openLetter(phoneContextOptions(androidUserAgent), {
      share: 'missing',
      clipboard: 'resolve',
    });
    const link = await shareSucceeds(page);
    expect(await stubCalls(page)).toEqual([clipboard(link)]);
  });

  it('copies to the clipboard when the share sheet fails or is closed', async () => {
    for (const share of ['reject', 'abort'] as const) {
      const page = await openLetter(phoneContextOptions(iPhoneUserAgent), {
        share,
        clipboard: 'resolve',
      });
      const link = await shareSucceeds(page);
      expect(await stubCalls(page)).toEqual([sheet(link), clipboard(link)]);
      await closeLetter();
    }
  });

  it('on an iPhone, copies through a hidden read-only input when the clipboard refuses', async () => {
    const page = await openLetter(phoneContextOptions(iPhoneUserAgent), {
      share: 'missing',
      clipboard: 'reject',
      execCopy: true,
    });
    const link = await shareSucceeds(page);
    expect(await stubCalls(page)).toEqual([
      clipboard(link),
      {
        api: 'execCommand',
        args: ['copy'],
        focused: { tag: 'INPUT', value: link, readOnly: true, selected: link },
      },
    ]);
    // The input is gone, and the focus is back on the button, which says the link is copied.
    expect(await page.locator('input').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Link copied ✓ Copy link to share again',
    );
  });

  it('on an iPhone, shows the link in an alert when even that copy fails', async () => {
    const page = await openLetter(phoneContextOptions(iPhoneUserAgent), {
      share: 'reject',
      clipboard: 'reject',
      execCopy: false,
    });
    const link = await shareSucceeds(page);
    const calls = await stubCalls(page);
    expect(calls.map((call) => call.api)).toEqual(['share', 'clipboard', 'execCommand', 'alert']);
    expect(calls[3]).toEqual(tapAndHold(link));
  });

  it('on Android, shows the link in an alert when the clipboard refuses', async () => {
    const page = await openLetter(phoneContextOptions(androidUserAgent), {
      share: 'reject',
      clipboard: 'reject',
      execCopy: true,
    });
    const link = await shareSucceeds(page);
    expect(await stubCalls(page)).toEqual([sheet(link), clipboard(link), tapAndHold(link)]);
  });
});
