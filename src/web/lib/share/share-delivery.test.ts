import { describe, expect, it } from 'vitest';
import {
  MANUAL_COPY_CANCELLED,
  deliverLink,
  deliveryTexts,
  isIos,
  isPhone,
  type DeliveryEnvironment,
} from './share-delivery.js';
import { i18nOf } from '../i18n/catalogues.js';

/** The words in the source language (the test setup loads its catalogues). */
const TEXTS = deliveryTexts((key, values) => i18nOf('en')._(key, values));

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const LINK = 'https://booth.test/final-letter?id=AAAAAAAAAAAAAAAAAAAAAA';

type Outcome = 'ok' | 'fail' | 'abort' | 'missing';

interface FakeOptions {
  userAgent: string;
  share?: Outcome;
  clipboard?: Outcome;
  execCopy?: boolean | 'throws';
  prompt?: string | null;
}

/**
 * A strict fake browser: each API answers as told and logs its call, so a test states the
 * exact calls made, in order; any call a path should not make shows up in the log.
 */
function fakeEnvironment(options: FakeOptions) {
  const calls: string[] = [];
  const settle = (outcome: Outcome | undefined, name: string) => {
    if (outcome === 'fail') return Promise.reject(new DOMException('Refused', 'NotAllowedError'));
    if (outcome === 'abort')
      return Promise.reject(new DOMException(`${name} closed`, 'AbortError'));
    return Promise.resolve();
  };
  const environment: DeliveryEnvironment = {
    userAgent: options.userAgent,
    share:
      options.share && options.share !== 'missing'
        ? (data) => {
            calls.push(`share ${JSON.stringify(data)}`);
            return settle(options.share, 'share');
          }
        : undefined,
    clipboard:
      options.clipboard && options.clipboard !== 'missing'
        ? {
            writeText: (text) => {
              calls.push(`clipboard ${text}`);
              return settle(options.clipboard, 'clipboard');
            },
          }
        : undefined,
    execCopy(text) {
      calls.push(`execCopy ${text}`);
      if (options.execCopy === 'throws') throw new Error('execCommand is not supported');
      return options.execCopy ?? false;
    },
    alert(message) {
      calls.push(`alert ${message}`);
    },
    prompt(message, value) {
      calls.push(`prompt ${message} ${value}`);
      return options.prompt === undefined ? value : options.prompt;
    },
  };
  return { calls, environment };
}

const SHEET = `share ${JSON.stringify({
  title: 'Postbooth Letter',
  text: 'Check out my photostrip letter!',
  url: LINK,
})}`;
const CLIPBOARD = `clipboard ${LINK}`;
const EXEC_COPY = `execCopy ${LINK}`;
const ALERT = `alert Share this link:\n${LINK}\n\nTap and hold the link to copy it.`;
const PROMPT = `prompt Copy this link: ${LINK}`;

describe('user agents', () => {
  it('tells phones and tablets from desktops by the user agent pattern', () => {
    expect([IPHONE, IPAD, ANDROID, DESKTOP].map(isPhone)).toEqual([true, true, true, false]);
    expect(isPhone('Mozilla/5.0 (Mobile; rv:109.0) Gecko/109.0 Firefox/115.0')).toBe(true);
    expect(isPhone('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)')).toBe(true);
  });

  it('tells iOS apart for the hidden-input copy', () => {
    expect([IPHONE, IPAD, ANDROID, DESKTOP].map(isIos)).toEqual([true, true, false, false]);
  });

  it('words the last-resort alert with the link and the tap-and-hold hint', () => {
    expect(TEXTS.alert(LINK)).toBe(
      `Share this link:\n${LINK}\n\nTap and hold the link to copy it.`,
    );
  });
});

describe('on a phone', () => {
  it('opens the share sheet with the title, the text and the link', async () => {
    const { calls, environment } = fakeEnvironment({
      userAgent: ANDROID,
      share: 'ok',
      clipboard: 'ok',
    });
    expect(await deliverLink(LINK, environment, TEXTS)).toBe('shared');
    expect(calls).toEqual([SHEET]);
  });

  it('copies to the clipboard when there is no share sheet', async () => {
    const { calls, environment } = fakeEnvironment({ userAgent: IPHONE, clipboard: 'ok' });
    expect(await deliverLink(LINK, environment, TEXTS)).toBe('copied');
    expect(calls).toEqual([CLIPBOARD]);
  });

  it('copies to the clipboard when the share sheet fails', async () => {
    const { calls, environment } = fakeEnvironment({
      userAgent: ANDROID,
      share: 'fail',
      clipboard: 'ok',
    });
    expect(await deliverLink(LINK, environment, TEXTS)).toBe('copied');
    expect(calls).toEqual([SHEET, CLIPBOARD]);
  });

  it('copies to the clipboard when the visitor closes the share sheet (AbortError)', async () => {
    const { calls, environment } = fakeEnvironment({
      userAgent: IPHONE,
      share: 'abort',
      clipboard: 'ok',
    });
    expect(await deliverLink(LINK, environment, TEXTS)).toBe('copied');
    expect(calls).toEqual([SHEET, CLIPBOARD]);
  });

  it('on iOS, uses the hidden-input copy when the clipboard refuses', async () => {
    const { calls, environment } = fakeEnvironment({
      userAgent: IPHONE,
      share: 'fail',
      clipboard: 'fail',
      execCopy: true,
    });
    expect(await deliverLink(LINK, environment, TEXTS)).toBe('copied');
    expect(calls).toEqual([SHEET, CLIPBOARD, EXEC_COPY]);
  });

  it('on iOS, uses the hidden-input copy when there is no clipboard', async () => {
    const { calls, environment } = fakeEnvironment({ userAgent: IPAD, execCopy: true });
    expect(await deliverLink(LINK, environment, TEXTS)).toBe('copied');
    expect(calls).toEqual([EXEC_COPY]);
  });

  it('on iOS, shows the link in an alert when the hidden-input copy does not copy', async () => {
    const { calls, environment } = fakeEnvironment({
      userAgent: IPHONE,
      clipboard: 'fail',
      execCopy: false,
    });
    expect(await deliverLink(LINK, environment, TEXTS)).toBe('alerted');
    expect(calls).toEqual([CLIPBOARD, EXEC_COPY, ALERT]);
  });

  it('on iOS, shows the alert when the hidden-input copy throws', async () => {
    const { calls, environment } = fakeEnvironment({ userAgent: IPHONE, execCopy: 'throws' });
    expect(await deliverLink(LINK, environment, TEXTS)).toBe('alerted');
    expect(calls).toEqual([EXEC_COPY, ALERT]);
  });

  it('elsewhere (Android), goes from the refused clipboard straight to the alert', async () => {
    const { calls, environment } = fakeEnvironment({
      userAgent: ANDROID,
      share: 'fail',
      clipboard: 'fail',
      execCopy: true,
    });
    expect(await deliverLink(LINK, environment, TEXTS)).toBe('alerted');
    expect(calls).toEqual([SHEET, CLIPBOARD, ALERT]);
  });

  it('shows the alert when there is neither a share sheet nor a clipboard', async () => {
    const { calls, environment } = fakeEnvironment({ userAgent: ANDROID });
    expect(await deliverLink(LINK, environment, TEXTS)).toBe('alerted');
    expect(calls).toEqual([ALERT]);
  });
});

describe('on a desktop', () => {
  it('copies to the clipboard, and never opens a share sheet', async () => {
    const { calls, environment } = fakeEnvironment({
      userAgent: DESKTOP,
      share: 'ok',
      clipboard: 'ok',
    });
    expect(await deliverLink(LINK, environment, TEXTS)).toBe('copied');
    expect(calls).toEqual([CLIPBOARD]);
  });

  it('offers the link in a prompt when the clipboard refuses', async () => {
    const { calls, environment } = fakeEnvironment({ userAgent: DESKTOP, clipboard: 'fail' });
    expect(await deliverLink(LINK, environment, TEXTS)).toBe('prompted');
    expect(calls).toEqual([CLIPBOARD, PROMPT]);
  });

  it('offers the prompt when there is no clipboard', async () => {
    const { calls, environment } = fakeEnvironment({ userAgent: DESKTOP, clipboard: 'missing' });
    expect(await deliverLink(LINK, environment, TEXTS)).toBe('prompted');
    expect(calls).toEqual([PROMPT]);
  });

  it('counts a prompt closed with OK as delivered, even if its text was cleared', async () => {
    const { environment } = fakeEnvironment({ userAgent: DESKTOP, prompt: '' });
    expect(await deliverLink(LINK, environment, TEXTS)).toBe('prompted');
  });

  it("fails with 'User cancelled manual copy' when the prompt is cancelled", async () => {
    const { calls, environment } = fakeEnvironment({
      userAgent: DESKTOP,
      clipboard: 'fail',
      prompt: null,
    });
    await expect(deliverLink(LINK, environment, TEXTS)).rejects.toThrow(MANUAL_COPY_CANCELLED);
    expect(MANUAL_COPY_CANCELLED).toBe('User cancelled manual copy');
    expect(calls).toEqual([CLIPBOARD, PROMPT]);
  });
});
