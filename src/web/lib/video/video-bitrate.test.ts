import { describe, expect, it } from 'vitest';
import {
  BOOMERANG_FRAME_COUNT,
  STORY_HEIGHT,
  STORY_WIDTH,
  VIDEO_FPS,
  VIDEO_TARGET_BYTES,
} from '../../../model/living-strip.js';
import { livingVideoBitrate, retryBitrate } from './video-bitrate.js';

const seconds = BOOMERANG_FRAME_COUNT / VIDEO_FPS;

describe('livingVideoBitrate', () => {
  it('gives the tallest strip and the Story card a size well under the budget', () => {
    for (const size of [
      { width: 600, height: 2696 },
      { width: STORY_WIDTH, height: STORY_HEIGHT },
    ]) {
      const bits = livingVideoBitrate('avc', size);
      // 0.1 bits a pixel a frame: 4.9 and 6.2 Mbit/s, 1.9 and 2.4 MB for 3.07 s.
      expect(bits).toBe(Math.round(0.1 * size.width * size.height * VIDEO_FPS));
      expect((bits * seconds) / 8).toBeLessThan(VIDEO_TARGET_BYTES / 2);
    }
  });

  it('asks more of VP8 than of VP9 for the same picture', () => {
    const size = { width: 600, height: 1000 };
    const vp8 = livingVideoBitrate('vp8', size);
    const vp9 = livingVideoBitrate('vp9', size);
    expect(vp8).toBeGreaterThan(livingVideoBitrate('avc', size));
    expect(vp9).toBeLessThan(livingVideoBitrate('avc', size));
  });

  it('never passes three quarters of the size budget, however large the video', () => {
    const bits = livingVideoBitrate('vp8', { width: 4096, height: 4096 });
    expect((bits * seconds) / 8).toBeCloseTo(VIDEO_TARGET_BYTES * 0.75, -1);
  });

  it('keeps a floor for a tiny video', () => {
    expect(livingVideoBitrate('avc', { width: 64, height: 64 })).toBe(1_000_000);
  });
});

describe('retryBitrate', () => {
  it('scales the bitrate down by the overshoot, with a tenth to spare', () => {
    expect(retryBitrate(10_000_000, 2 * VIDEO_TARGET_BYTES, VIDEO_TARGET_BYTES)).toBe(4_500_000);
  });
});
