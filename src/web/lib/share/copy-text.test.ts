// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { browserCopyEnvironment } from './copy-text.js';

/** The page's hidden-input copy, as the share flow reaches it. */
const hiddenInputCopy = (text: string) => browserCopyEnvironment().execCopy(text);

interface Seen {
  command: string;
  tag: string;
  value: string;
  readOnly: boolean;
  selected: string;
}

/** document.execCommand answering `copies`, noting the focused element at the copy. */
function fakeExecCommand(copies: boolean): Seen[] {
  const seen: Seen[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      const input = document.activeElement as HTMLInputElement;
      seen.push({
        command,
        tag: input.tagName,
        value: input.value,
        readOnly: input.readOnly,
        selected: input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
      });
      return copies;
    },
  });
  return seen;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
  Reflect.deleteProperty(navigator, 'clipboard');
  document.body.replaceChildren();
});

const LINK = 'https://booth.test/final-letter?id=AAAAAAAAAAAAAAAAAAAAAA';

describe("iOS's hidden-input copy", () => {
  it('copies from a read-only input holding the text, all of it selected', () => {
    const seen = fakeExecCommand(true);
    expect(hiddenInputCopy(LINK)).toBe(true);
    expect(seen).toEqual([
      { command: 'copy', tag: 'INPUT', value: LINK, readOnly: true, selected: LINK },
    ]);
  });

  it('takes the input away and gives the focus back, whether it copied or not', () => {
    for (const copies of [true, false]) {
      const button = document.createElement('button');
      document.body.append(button);
      button.focus();
      fakeExecCommand(copies);
      expect(hiddenInputCopy(LINK)).toBe(copies);
      expect(document.querySelectorAll('input')).toHaveLength(0);
      expect(document.activeElement).toBe(button);
    }
  });
});

describe("the page's clipboard", () => {
  it('is the Clipboard API when there is one, and none otherwise', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    });
    await browserCopyEnvironment().clipboard?.writeText(LINK);
    expect(copied).toEqual([LINK]);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    expect(browserCopyEnvironment().clipboard).toBeUndefined();
  });
});
