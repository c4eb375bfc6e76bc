import { describe, expect, it } from 'vitest';
import {
  BOOMERANG_FRAME_COUNT,
  CLIP_FRAME_COUNT,
  CLIP_SHOT_INDEX,
  VIDEO_FPS,
  boomerangClipIndex,
} from '../../../model/living-strip.js';
import { boomerangMirror } from '../../../../test/boomerang.js';
import { clipFramesByFrame, decodeSchedule, frameTimes, type ClipFrameRef } from './frame-plan.js';

/** What pose 0 shows in each video frame of the loop: its photo, or the clip frame drawn. */
function shownByPose(hasClip: boolean): ('photo' | number)[] {
  const needs = clipFramesByFrame(BOOMERANG_FRAME_COUNT, hasClip ? [0] : []);
  return needs.map((refs) => {
    expect(refs.length).toBeLessThanOrEqual(1);
    return refs[0]?.index ?? 'photo';
  });
}

describe('what a pose shows in each frame', () => {
  it('is the still photo on every frame of a pose without a clip', () => {
    expect(shownByPose(false)).toEqual(Array<string>(BOOMERANG_FRAME_COUNT).fill('photo'));
  });

  it('starts on the photo, then plays the clip, and shows the photo wherever the shot comes', () => {
    const shown = shownByPose(true);
    expect(shown).toHaveLength(BOOMERANG_FRAME_COUNT);
    expect(shown[0]).toBe('photo');
    expect(shown[1]).toBe(CLIP_SHOT_INDEX + 1);
    shown.forEach((picture, k) => {
      const index = boomerangClipIndex(k);
      expect(picture).toEqual(index === CLIP_SHOT_INDEX ? 'photo' : index);
      // The boomerang's mirror frame shows the same picture (what the e2e test checks).
      expect(shown[boomerangMirror(k)]).toEqual(picture);
    });
  });
});

describe('frameTimes', () => {
  const times = frameTimes(BOOMERANG_FRAME_COUNT, VIDEO_FPS);

  it('has one key frame, the first', () => {
    expect(times.filter((time) => time.keyFrame)).toEqual([times[0]]);
  });

  it('counts whole microseconds that add up to exactly the video duration', () => {
    const total = times.reduce((sum, time) => sum + time.duration, 0);
    expect(total).toBe(Math.round((BOOMERANG_FRAME_COUNT * 1e6) / VIDEO_FPS));
    times.forEach((time, k) => {
      expect(Number.isInteger(time.timestamp)).toBe(true);
      expect([33_333, 33_334]).toContain(time.duration);
      if (k > 0) expect(time.timestamp).toBe(times[k - 1]!.timestamp + times[k - 1]!.duration);
    });
  });
});

describe('clipFramesByFrame', () => {
  it('names each pose’s clip frame once per video frame, and none on the shot', () => {
    const needs = clipFramesByFrame(BOOMERANG_FRAME_COUNT, [0, 2, 2]);
    expect(needs[0]).toEqual([]);
    expect(needs[1]).toEqual([
      { key: `0:${CLIP_SHOT_INDEX + 1}`, source: 0, index: CLIP_SHOT_INDEX + 1 },
      { key: `2:${CLIP_SHOT_INDEX + 1}`, source: 2, index: CLIP_SHOT_INDEX + 1 },
    ]);
    const all = new Set(needs.flat().map((ref) => ref.index));
    expect(all.size).toBe(CLIP_FRAME_COUNT - 1);
  });
});

describe('decodeSchedule', () => {
  const needs = clipFramesByFrame(BOOMERANG_FRAME_COUNT, [0, 1, 2, 3, 4, 5]);

  /** Replays the schedule: what is held while each frame is drawn, and how often each is decoded. */
  function replay(steps: ReturnType<typeof decodeSchedule<ClipFrameRef>>) {
    const held = new Set<string>();
    let mostHeld = 0;
    let decodes = 0;
    steps.forEach((step, frame) => {
      for (const item of step.start) {
        expect(held.has(item.key)).toBe(false);
        held.add(item.key);
        decodes += 1;
      }
      for (const item of needs[frame]!) expect(held.has(item.key)).toBe(true);
      mostHeld = Math.max(mostHeld, held.size);
      for (const key of step.release) {
        expect(held.delete(key)).toBe(true);
      }
    });
    return { held, mostHeld, decodes };
  }

  it('has every picture decoded before its frame and closed by the end', () => {
    const { held } = replay(decodeSchedule(needs, 3));
    expect(held.size).toBe(0);
  });

  it('holds at most the look-ahead’s frames: 24 bitmaps (16 MB) for six clips, not 276 (190 MB)', () => {
    const { mostHeld } = replay(decodeSchedule(needs, 3));
    expect(mostHeld).toBeLessThanOrEqual(6 * 4);
  });

  it('decodes a picture again only when it comes back after the look-ahead', () => {
    // Each clip frame shows twice in the loop (the turns once; the shot is the photo): 90
    // pictures a pose. Beside each of the two turns, one frame shows again two frames later,
    // within the look-ahead of 3: kept, not decoded again.
    expect(needs.flat().length).toBe(6 * 90);
    const { decodes } = replay(decodeSchedule(needs, 3));
    expect(decodes).toBe(6 * (90 - 2));
    expect(replay(decodeSchedule(needs, 0)).decodes).toBe(needs.flat().length);
  });

  it('starts the look-ahead’s pictures on the first frame', () => {
    const steps = decodeSchedule(needs, 3);
    expect(steps[0]!.start.map((item) => item.index)).toEqual(
      [1, 2, 3].flatMap((k) => Array(6).fill(CLIP_SHOT_INDEX + k)),
    );
  });
});
