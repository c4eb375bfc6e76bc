/**
 * Stand-ins for the browser APIs the share flow may use (navigator.share, navigator.clipboard,
 * document.execCommand, alert, prompt, confirm), installed before the app's scripts run. Each
 * answers as the test says and records its call in window.__shareCalls, in order.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface ShareStubs {
  /** The share sheet: opens and shares, fails, is closed by the visitor, or does not exist. */
  share?: 'resolve' | 'reject' | 'abort' | 'missing';
  /** clipboard.writeText: copies, is refused, does not exist, or waits until released. */
  clipboard?: 'resolve' | 'reject' | 'missing' | 'hold';
  /** What document.execCommand('copy') answers. */
  execCopy?: boolean;
  /** What window.prompt answers (null: cancelled). */
  prompt?: string | null;
  /** What window.confirm answers. */
  confirm?: boolean;
}

export interface StubCall {
  api: 'share' | 'clipboard' | 'execCommand' | 'alert' | 'prompt' | 'confirm';
  args: unknown[];
  /** For execCommand: the focused element's tag, value, read-only flag and selected range. */
  focused?: { tag: string; value: string; readOnly: boolean; selected: string };
}

export const iPhoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const androidUserAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A phone as Playwright emulates it: 390 × 844, touch, mobile viewport, a phone's user agent. */
export function phoneContextOptions(userAgent: string) {
  return {
    viewport: { width: 390, height: 844 },
    userAgent,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  };
}

export async function installShareStubs(context: BrowserContext, stubs: ShareStubs): Promise<void> {
  await context.addInitScript((config: ShareStubs) => {
    const calls: StubCall[] = [];
    const w = window as unknown as {
      __shareCalls: StubCall[];
      __releaseClipboard?: () => void;
    };
    w.__shareCalls = calls;
    const refuse = (name: string) => Promise.reject(new DOMException('Refused', name));

    if (config.share === 'missing') {
      delete (Navigator.prototype as Partial<Navigator>).share;
      delete (Navigator.prototype as Partial<Navigator>).canShare;
    } else if (config.share) {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push({ api: 'share', args: [data] });
          if (config.share === 'reject') return refuse('NotAllowedError');
          if (config.share === 'abort') return refuse('AbortError');
          return Promise.resolve();
        },
      });
    }

    if (config.clipboard === 'missing') {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    } else if (config.clipboard) {
      const writeText = (text: string) => {
        calls.push({ api: 'clipboard', args: [text] });
        if (config.clipboard === 'reject') return refuse('NotAllowedError');
        if (config.clipboard === 'hold') {
          return new Promise<void>((resolve) => (w.__releaseClipboard = resolve));
        }
        return Promise.resolve();
      };
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    }

    if (config.execCopy !== undefined) {
      document.execCommand = (command: string) => {
        const active = document.activeElement;
        const input = active instanceof HTMLInputElement ? active : null;
        calls.push({
          api: 'execCommand',
          args: [command],
          focused: {
            tag: active?.tagName ?? '',
            value: input?.value ?? '',
            readOnly: input?.readOnly ?? false,
            selected: input
              ? input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0)
              : '',
          },
        });
        return config.execCopy ?? false;
      };
    }

    window.alert = (message?: unknown) => void calls.push({ api: 'alert', args: [message] });
    window.prompt = (message?: string, value?: string) => {
      calls.push({ api: 'prompt', args: [message, value] });
      return config.prompt === undefined ? (value ?? '') : config.prompt;
    };
    window.confirm = (message?: string) => {
      calls.push({ api: 'confirm', args: [message] });
      return config.confirm ?? true;
    };
  }, stubs);
}

export function stubCalls(page: Page): Promise<StubCall[]> {
  return page.evaluate(() => (window as unknown as { __shareCalls: StubCall[] }).__shareCalls);
}
