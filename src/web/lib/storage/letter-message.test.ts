import { describe, expect, it } from 'vitest';
import { LETTER_MAX_LENGTH } from '../../../model/limits.js';
import { LETTER_MESSAGE_KEY } from './letter-keys.js';
import { clampMessage, loadMessage, saveMessage } from './letter-message.js';
import { memoryStorage } from './safe-storage.js';

describe('clampMessage', () => {
  it('keeps a message within the limit as it is', () => {
    expect(clampMessage('Hello\nfriend')).toBe('Hello\nfriend');
    expect(clampMessage('x'.repeat(LETTER_MAX_LENGTH))).toHaveLength(LETTER_MAX_LENGTH);
  });

  it('cuts a longer one to the limit, counted in UTF-16 units like maxLength', () => {
    expect(clampMessage('x'.repeat(LETTER_MAX_LENGTH + 5))).toHaveLength(LETTER_MAX_LENGTH);
    expect(clampMessage('abcdef', 4)).toBe('abcd');
  });

  it('agrees with the counter at the limit: 1000 emoji are 2000 units, and fit', () => {
    const full = '😀'.repeat(LETTER_MAX_LENGTH / 2);
    expect(clampMessage(full)).toBe(full);
    expect(clampMessage(`${full}😀`)).toBe(full);
    expect(clampMessage(`${'x'.repeat(LETTER_MAX_LENGTH - 1)}😀`)).toHaveLength(
      LETTER_MAX_LENGTH - 1,
    );
  });

  it('drops lone surrogates, which the server refuses, keeping whole emoji', () => {
    expect(clampMessage('Hi \ud83d there \ude00😀')).toBe('Hi  there 😀');
  });

  it('never leaves half of an emoji at the end', () => {
    // '😀' is two UTF-16 units; the limit falls between them.
    expect(clampMessage('abc😀', 4)).toBe('abc');
    expect(clampMessage('ab😀', 4)).toBe('ab😀');
  });
});

describe('the message in storage', () => {
  it('is read from letterMessage, and is empty when there is none', () => {
    expect(loadMessage(memoryStorage())).toBe('');
    expect(loadMessage(memoryStorage({ [LETTER_MESSAGE_KEY]: 'Dear you' }))).toBe('Dear you');
  });

  it('is cut to the limit when storage holds more', () => {
    const storage = memoryStorage({ [LETTER_MESSAGE_KEY]: 'y'.repeat(LETTER_MAX_LENGTH + 1) });
    expect(loadMessage(storage)).toHaveLength(LETTER_MAX_LENGTH);
  });

  it('is written as plain text under letterMessage', () => {
    const storage = memoryStorage();
    saveMessage(storage, '<b>hi</b>\nthere');
    expect(storage.getItem(LETTER_MESSAGE_KEY)).toBe('<b>hi</b>\nthere');
  });
});
