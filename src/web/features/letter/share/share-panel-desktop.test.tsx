// @vitest-environment happy-dom
/**
 * Every way the share link is delivered on a desktop, and every way sharing fails, on the
 * visitor's own letter: the share flow as in the page (lib/share), the browser's APIs and the
 * server faked (test/web/share-browser.ts), each call recorded. The phones' ways are in
 * share-panel-phone.test.tsx; the real clipboard, and where the error is drawn, in
 * e2e/letter-flow.test.ts.
 */
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clipboard,
  DESKTOP,
  fakeLetterServer,
  installShareStubs,
  TOAST,
  type ShareStubs,
} from '../../../../../test/web/share-browser.js';
import {
  LOADING,
  openOwnLetter,
  shareButton,
  shareFails,
  shareSucceeds,
} from '../../../../../test/web/share-screen.js';

let removeStubs: () => void = () => undefined;

afterEach(() => {
  cleanup();
  removeStubs();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A desktop browser with these stand-ins and this server. */
function desktop(stubs: Omit<ShareStubs, 'userAgent'>, server = fakeLetterServer()) {
  const browser = installShareStubs({ userAgent: DESKTOP, ...stubs });
  removeStubs = browser.remove;
  vi.stubGlobal('alert', browser.alert);
  vi.stubGlobal('prompt', browser.prompt);
  vi.stubGlobal('fetch', server.fetch);
  return { ...browser, server };
}

describe('on a desktop', () => {
  it('copies to the clipboard, never opening a share sheet', async () => {
    const { calls } = desktop({ share: 'resolve', clipboard: 'resolve' });
    await openOwnLetter();
    const link = await shareSucceeds();
    expect(calls).toEqual([clipboard(link)]);
  });

  it('offers the link in a prompt when the clipboard refuses; OK is a success', async () => {
    const { calls } = desktop({ clipboard: 'reject' });
    await openOwnLetter();
    const link = await shareSucceeds();
    expect(calls).toEqual([clipboard(link), { api: 'prompt', args: ['Copy this link:', link] }]);
  });

  it("fails with 'User cancelled manual copy' when the prompt is cancelled", async () => {
    const { calls, server } = desktop({ clipboard: 'reject', prompt: null });
    await openOwnLetter();
    expect(await shareFails()).toBe('Failed to share letter: User cancelled manual copy');
    // The letter was stored all the same: the next press offers the same link again.
    fireEvent.click(shareButton());
    await waitFor(() => expect(calls).toHaveLength(4), LOADING);
    expect(calls.map((call) => call.api)).toEqual(['clipboard', 'prompt', 'clipboard', 'prompt']);
    expect(calls[3]!.args).toEqual(calls[1]!.args);
    const letters = server.requests.filter((request) => request.path === '/api/letters');
    expect(letters).toEqual([{ method: 'POST', path: '/api/letters' }]);
  });

  it("reads 'Sharing...' and is disabled while working, then is ready again", async () => {
    const { calls, release } = desktop({ clipboard: 'hold' });
    const button = await openOwnLetter();
    // The visitor's press focuses the button.
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Sharing...'), LOADING);
    // aria-disabled rather than disabled, so the keyboard focus stays on the button.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    // A second press while sharing does nothing.
    await waitFor(() => expect(calls).toHaveLength(1), LOADING);
    fireEvent.click(button);
    release();
    await waitFor(() => expect(button.parentElement?.textContent).toContain(TOAST), LOADING);
    expect(calls).toHaveLength(1);
    // Until the message or the strip changes, it says the link is copied (a press copies again).
    expect(button.textContent).toBe('Link copied ✓ Copy link to share again');
    expect(button.getAttribute('aria-disabled')).toBe('false');
  });
});

describe('what sharing needs', () => {
  it("fails with 'No message to share' for a blank message", async () => {
    const { calls, server } = desktop({ clipboard: 'resolve' });
    await openOwnLetter({ message: '  \n\t ' });
    expect(await shareFails()).toBe('Failed to share letter: No message to share');
    expect(calls).toEqual([]);
    expect(server.requests).toEqual([]);
  });

  it("fails with 'No photostrip image found' without a strip", async () => {
    const { calls, server } = desktop({ clipboard: 'resolve' });
    await openOwnLetter({ strip: null });
    expect(await shareFails()).toBe('Failed to share letter: No photostrip image found');
    expect(calls).toEqual([]);
    expect(server.requests).toEqual([]);
  });

  it("fails with 'Failed to upload image: …' when the strip cannot be stored", async () => {
    const server = fakeLetterServer({
      stripAnswer: { status: 429, body: { error: 'Too many uploads.', code: 'rate_limited' } },
    });
    const { calls } = desktop({ clipboard: 'resolve' }, server);
    await openOwnLetter();
    expect(await shareFails()).toBe(
      // The page's own words for the code, never the server's text.
      'Failed to share letter: Failed to upload image: Too many requests. Please wait a little and try again.',
    );
    expect(calls).toEqual([]);
    expect(server.requests).toEqual([{ method: 'POST', path: '/api/strips' }]);
  });
});
