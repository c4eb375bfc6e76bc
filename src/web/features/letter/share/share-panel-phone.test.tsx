// @vitest-environment happy-dom
/**
 * Every way the share link is delivered on a phone, on the visitor's own letter: the share
 * sheet, the clipboard, iOS's hidden-input copy, the alert. The share flow runs as in the page
 * (lib/share); the browser's APIs and the server are faked (test/web/share-browser.ts), each
 * call recorded. A desktop's ways and the failures are in share-panel-desktop.test.tsx; the
 * real clipboard on an emulated iPhone in e2e/letter-flow.test.ts.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANDROID,
  clipboard,
  fakeLetterServer,
  installShareStubs,
  IPHONE,
  sheet,
  tapAndHold,
  type ShareStubs,
} from '../../../../../test/web/share-browser.js';
import { openOwnLetter, shareSucceeds } from '../../../../../test/web/share-screen.js';

let removeStubs: () => void = () => undefined;

afterEach(() => {
  cleanup();
  removeStubs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** A phone's browser with these stand-ins, and the letter's page open. */
async function openOnPhone(stubs: ShareStubs) {
  const browser = installShareStubs(stubs);
  removeStubs = browser.remove;
  vi.stubGlobal('alert', browser.alert);
  vi.stubGlobal('prompt', browser.prompt);
  vi.stubGlobal('fetch', fakeLetterServer().fetch);
  const button = await openOwnLetter();
  // The visitor's tap focuses the button.
  button.focus();
  return { calls: browser.calls, button };
}

describe('on a phone', () => {
  it('opens the share sheet with the title, the text and the link', async () => {
    const { calls } = await openOnPhone({
      userAgent: ANDROID,
      share: 'resolve',
      clipboard: 'resolve',
    });
    const link = await shareSucceeds();
    expect(calls).toEqual([sheet(link)]);
  });

  it('copies to the clipboard when there is no share sheet', async () => {
    const { calls } = await openOnPhone({
      userAgent: ANDROID,
      share: 'missing',
      clipboard: 'resolve',
    });
    const link = await shareSucceeds();
    expect(calls).toEqual([clipboard(link)]);
  });

  it('copies to the clipboard when the share sheet fails or is closed', async () => {
    for (const share of ['reject', 'abort'] as const) {
      const { calls } = await openOnPhone({ userAgent: IPHONE, share, clipboard: 'resolve' });
      const link = await shareSucceeds();
      expect(calls, share).toEqual([sheet(link), clipboard(link)]);
      cleanup();
      removeStubs();
    }
  });

  it('on an iPhone, copies through a hidden read-only input when the clipboard refuses', async () => {
    const { calls, button } = await openOnPhone({
      userAgent: IPHONE,
      share: 'missing',
      clipboard: 'reject',
      execCopy: true,
    });
    const link = await shareSucceeds();
    expect(calls).toEqual([
      clipboard(link),
      {
        api: 'execCommand',
        args: ['copy'],
        focused: { tag: 'INPUT', value: link, readOnly: true, selected: link },
      },
    ]);
    // The input is gone, and the focus is back on the button, which says the link is copied.
    expect(document.querySelectorAll('input')).toHaveLength(0);
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe('Link copied ✓ Copy link to share again');
  });

  it('on an iPhone, shows the link in an alert when even that copy fails', async () => {
    const { calls } = await openOnPhone({
      userAgent: IPHONE,
      share: 'reject',
      clipboard: 'reject',
      execCopy: false,
    });
    const link = await shareSucceeds();
    expect(calls.map((call) => call.api)).toEqual(['share', 'clipboard', 'execCommand', 'alert']);
    expect(calls[3]).toEqual(tapAndHold(link));
  });

  it('on Android, shows the link in an alert when the clipboard refuses', async () => {
    const { calls } = await openOnPhone({
      userAgent: ANDROID,
      share: 'reject',
      clipboard: 'reject',
      execCopy: true,
    });
    const link = await shareSucceeds();
    expect(calls).toEqual([sheet(link), clipboard(link), tapAndHold(link)]);
  });

  it('says "Tap" on the sender’s own letter, before and after sharing, as on the friend’s', async () => {
    // A touch screen: its main pointer is a finger.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(pointer: coarse)', media: query }) as MediaQueryList,
    );
    await openOnPhone({ userAgent: ANDROID, share: 'resolve', clipboard: 'resolve' });
    const hint = () => document.querySelector('.letter-stack-hint')?.textContent ?? '';
    expect(hint()).toMatch(/^Tap the photostrip/);
    act(() => {
      fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    });
    await shareSucceeds();
    expect(hint()).toMatch(/^Tap the photostrip/);
  });
});
