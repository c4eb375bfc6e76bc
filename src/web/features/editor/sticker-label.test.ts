import { describe, expect, it } from 'vitest';
import { HANDLES, type Sticker } from '../../../model/sticker.js';
import { i18nOf } from '../../lib/i18n/catalogues.js';
import type { Translate } from '../../lib/i18n/message-key.js';
import { collectFailureKey } from './editor-messages.js';
import { PhotoUnreadableError } from './collect/strip-pictures.js';
import { handleKey, resizeHandleLabel, stickerLabel, stickersAddedText } from './sticker-label.js';

const en = i18nOf('en');
const t: Translate = (key, values) => en._(key, values);

const emoji: Sticker = { id: 1, x: 100, y: 100, width: 64, height: 64, rotation: 0, char: '🚀' };
const image: Sticker = {
  id: 2,
  x: 0,
  y: 0,
  width: 64,
  height: 64,
  rotation: 0,
  src: 'http://a/b.png',
};

describe('sticker labels', () => {
  it('names stickers for people', () => {
    expect(stickerLabel(t, emoji)).toBe('Sticker 🚀');
    expect(stickerLabel(t, image)).toBe('Sticker (image)');
  });

  it('names every resize handle by its corner or side', () => {
    expect(handleKey('top-left')).toBe('topLeft');
    expect(HANDLES.map((handle) => resizeHandleLabel(t, handle))).toEqual([
      'Resize sticker (top left)',
      'Resize sticker (top)',
      'Resize sticker (top right)',
      'Resize sticker (right)',
      'Resize sticker (bottom right)',
      'Resize sticker (bottom)',
      'Resize sticker (bottom left)',
      'Resize sticker (left)',
    ]);
  });

  it('announces one sticker by name and several by count', () => {
    expect(stickersAddedText(t, [emoji])).toBe('Sticker 🚀 added.');
    expect(stickersAddedText(t, [image])).toBe('Sticker (image) added.');
    expect(stickersAddedText(t, [emoji, image, emoji])).toBe('3 stickers added.');
  });
});

describe('Collect Photo failures', () => {
  it('names an unreadable photo, and nothing else of a developer’s message', () => {
    expect(t(collectFailureKey(new PhotoUnreadableError(new Error('x'))))).toBe(
      'Your strip could not be collected. A photo of your strip could not be read. ' +
        'Nothing is lost: please try again.',
    );
    expect(t(collectFailureKey(new Error('No 2D canvas context')))).toBe(
      'Your strip could not be collected. Something went wrong. Nothing is lost: please try again.',
    );
  });
});
