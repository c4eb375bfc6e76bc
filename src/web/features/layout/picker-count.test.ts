import { describe, expect, it } from 'vitest';
import { i18nOf } from '../../lib/i18n/catalogues.js';
import type { MessageKey, MessageValues } from '../../lib/i18n/message-key.js';
import { pickerCount } from './picker-count.js';

const t = (key: MessageKey, values?: MessageValues) => i18nOf('en')._(key, values);
const facts = { adding: false, photos: 0, poses: 2 };

describe("the picker's line", () => {
  it('says Tap to a finger and Click to a mouse', () => {
    expect(pickerCount(t, { ...facts, photos: 3, touch: true })).toBe(
      '3 photos loaded: 2 go on your strip. Tap a photo to use it or leave it out.',
    );
    expect(pickerCount(t, { ...facts, photos: 3, touch: false })).toBe(
      '3 photos loaded: 2 go on your strip. Click a photo to use it or leave it out.',
    );
  });

  it('offers dropping files only where a mouse can drop them', () => {
    expect(pickerCount(t, { ...facts, touch: false })).toBe(
      'No photos yet. You can also drop them here.',
    );
    expect(pickerCount(t, { ...facts, touch: true })).toBe(
      'No photos yet. Tap the button above to pick them.',
    );
  });

  it('names no input while adding, or when every photo goes on the strip', () => {
    expect(pickerCount(t, { ...facts, adding: true, touch: true })).toBe('Adding photos…');
    expect(pickerCount(t, { ...facts, photos: 2, touch: true })).toBe('2 photos loaded.');
  });
});
