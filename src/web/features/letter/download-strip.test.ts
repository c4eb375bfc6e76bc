import { describe, expect, it } from 'vitest';
import { VIDEO_FILE_NAME, VIDEO_FILE_NAME_WEBM } from '../../../model/living-strip.js';
import { videoFileName } from './download-strip.js';

describe('the friend’s video download', () => {
  it('is named as the booth names its videos', () => {
    expect(videoFileName('/videos/AbCdEfGhIjKlMnOpQrStUv.mp4')).toBe(VIDEO_FILE_NAME);
    expect(videoFileName('/videos/AbCdEfGhIjKlMnOpQrStUv.webm')).toBe(VIDEO_FILE_NAME_WEBM);
  });
});
