import { describe, expect, it } from 'vitest';
import {
  BOOMERANG_FRAME_COUNT,
  CLIP_FRAME_COUNT,
  CLIP_FRAME_MS,
  CLIP_SHOT_INDEX,
} from '../../../../model/living-strip.js';
import { decodePlan, framesWanted, videoFrameAt } from './live-schedule.js';

/**
 * The budget: a clip holds the frame shown and 4 ahead decoded (133 ms, a decode on a busy
 * phone), so six clips hold 30 frames of 480 × 360 (26 MB), never all their 282 (195 MB).
 */
const HELD_PER_CLIP = 5;

describe('the video frame due', () => {
  it('is frame 0 at the start and before it', () => {
    expect(videoFrameAt(0)).toBe(0);
    expect(videoFrameAt(-50)).toBe(0);
    expect(videoFrameAt(Number.NaN)).toBe(0);
  });

  it('steps every CLIP_FRAME_MS, whole frames only', () => {
    expect(videoFrameAt(CLIP_FRAME_MS - 0.1)).toBe(0);
    expect(videoFrameAt(CLIP_FRAME_MS + 0.1)).toBe(1);
    expect(videoFrameAt(1000)).toBe(30);
    expect(videoFrameAt(2 * CLIP_FRAME_MS)).toBe(2);
  });
});

describe('the clip frames wanted', () => {
  it('starts on the shot and looks a few frames ahead, in the order they are due', () => {
    expect(framesWanted(0)).toEqual(
      Array.from({ length: HELD_PER_CLIP }, (_, i) => CLIP_SHOT_INDEX + i),
    );
  });

  it('names a frame once at the boomerang turn', () => {
    const turn = CLIP_FRAME_COUNT - 1 - CLIP_SHOT_INDEX;
    const last = CLIP_FRAME_COUNT - 1;
    expect(framesWanted(turn - 1, 3)).toEqual([last - 1, last, last - 2]);
  });

  it('never holds more than the look-ahead and the frame shown, over a whole loop', () => {
    for (let k = 0; k < 2 * BOOMERANG_FRAME_COUNT; k += 1) {
      const wanted = framesWanted(k);
      expect(wanted.length).toBeLessThanOrEqual(HELD_PER_CLIP);
      expect(new Set(wanted).size).toBe(wanted.length);
      wanted.forEach((index) => {
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(CLIP_FRAME_COUNT);
      });
    }
  });
});

describe('the decode plan', () => {
  it('decodes what is wanted and neither held nor on its way, first due first', () => {
    expect(decodePlan([30], [31], [30, 31, 32, 33])).toEqual({ decode: [32, 33], close: [] });
  });

  it('closes the frames held that are no longer wanted', () => {
    expect(decodePlan([28, 29, 30], [], [30, 31])).toEqual({ decode: [31], close: [28, 29] });
  });

  it('has nothing to do when it holds what is wanted', () => {
    expect(decodePlan([1, 2], [], [1, 2])).toEqual({ decode: [], close: [] });
  });
});
