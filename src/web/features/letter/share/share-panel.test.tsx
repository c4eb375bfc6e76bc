// @vitest-environment happy-dom
/**
 * The share panel's toast: 'Link copied!…' for exactly TOAST_MS after the link reached the
 * clipboard, on a fake clock. Real browsers share and copy in e2e/letter-flow.test.ts.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharePanel } from './share-panel.js';

const id = 'Zq3_x-7kLmN0pQrStUvWxY';
const TOAST = 'Link copied! Now paste it anywhere to share';
const realTimeout = globalThis.setTimeout;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the share toast', () => {
  it('shows for exactly 1800 ms (fake clock)', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    });
    // Nothing of the letter is sent for a link that exists: any request is a failure here.
    vi.stubGlobal('fetch', () => Promise.reject(new Error('no request expected')));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    render(<SharePanel request={{ kind: 'existing', letterId: id }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link to share' }));
    const toast = () => screen.getByRole('status').querySelector('.share-toast')?.textContent;
    // The flow's code loads and the link is copied: promises, no time on the fake clock (which
    // vi.waitFor would move), so the test waits on the real one until the toast shows.
    while (toast() !== TOAST) await act(() => new Promise((resolve) => realTimeout(resolve, 10)));
    expect(copied).toEqual([`${location.origin}/final-letter?id=${id}`]);

    await act(() => vi.advanceTimersByTimeAsync(1799));
    expect(toast()).toBe(TOAST);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toast()).toBeUndefined();
  });
});
