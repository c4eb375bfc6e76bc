import { describe, expect, it } from 'vitest';
import { i18nOf } from '../../lib/i18n/catalogues.js';
import type { MessageKey, MessageValues } from '../../lib/i18n/message-key.js';

const t = (key: MessageKey, values?: MessageValues) => i18nOf('en')._(key, values);

describe('layout messages', () => {
  it('keep the English wording the booth has always shown', () => {
    expect(t('layout.poseCount', { count: 4 })).toBe('4 Pose');
    expect(t('layout.selectPhotos', { count: 3 })).toBe('Select 3 Photo(s)');
    expect(t('layout.hintAddPhotos', { count: 1 })).toBe('Add 1 more photo to go on.');
    expect(t('layout.hintAddPhotos', { count: 2 })).toBe('Add 2 more photos to go on.');
  });

  it('count the photos loaded, and those going on the strip', () => {
    expect(t('layout.photosLoaded', { count: 1 })).toBe('1 photo loaded.');
    expect(t('layout.photosLoadedChoose', { count: 5, poses: 3 })).toBe(
      '5 photos loaded: 3 go on your strip. Tap a photo to use it or leave it out.',
    );
    expect(t('layout.photosDropped', { max: 6, dropped: 1 })).toBe(
      'Only 6 photos are kept, so 1 of this pick was left out.',
    );
    expect(t('layout.photosDropped', { max: 6, dropped: 2 })).toBe(
      'Only 6 photos are kept, so 2 of this pick were left out.',
    );
  });
});
