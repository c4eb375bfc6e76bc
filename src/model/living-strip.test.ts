import { describe, expect, it } from 'vitest';
import {
  BOOMERANG_FRAME_COUNT,
  CLIP_FRAME_COUNT,
  CLIP_SHOT_INDEX,
  VIDEO_FPS,
  boomerangClipIndex,
  clipFrameSize,
  resampleClip,
  storyPlacement,
  STORY_HEIGHT,
  STORY_WIDTH,
} from './living-strip.js';
import { boomerangMirror } from '../../test/boomerang.js';

describe('the boomerang', () => {
  const order = Array.from({ length: BOOMERANG_FRAME_COUNT }, (_, k) => boomerangClipIndex(k));

  it('lasts at least 3 seconds at the video frame rate', () => {
    expect(BOOMERANG_FRAME_COUNT / VIDEO_FPS).toBeGreaterThanOrEqual(3);
  });

  it('starts on the shot, goes forward to the end, back to the start, forward to the shot', () => {
    expect(order[0]).toBe(CLIP_SHOT_INDEX);
    const turn = CLIP_FRAME_COUNT - 1 - CLIP_SHOT_INDEX;
    expect(order.slice(0, turn + 1)).toEqual(
      Array.from({ length: turn + 1 }, (_, i) => CLIP_SHOT_INDEX + i),
    );
    expect(order[turn + CLIP_FRAME_COUNT - 1]).toBe(0);
    expect(order.at(-1)).toBe(CLIP_SHOT_INDEX - 1);
  });

  it('steps one clip frame at a time, also from the last video frame into the first', () => {
    for (let k = 0; k < BOOMERANG_FRAME_COUNT; k += 1) {
      const step = Math.abs(boomerangClipIndex(k + 1) - (order[k] ?? 0));
      expect(step).toBe(1);
    }
  });

  it('shows every clip frame, each twice but the two ends', () => {
    const counts = new Map<number, number>();
    for (const index of order) counts.set(index, (counts.get(index) ?? 0) + 1);
    expect(counts.size).toBe(CLIP_FRAME_COUNT);
    expect(counts.get(0)).toBe(1);
    expect(counts.get(CLIP_FRAME_COUNT - 1)).toBe(1);
    expect(counts.get(CLIP_SHOT_INDEX)).toBe(2);
  });

  it('mirrors: frame k and its mirror show the same clip frame', () => {
    for (let k = 0; k < BOOMERANG_FRAME_COUNT; k += 1) {
      expect(boomerangClipIndex(boomerangMirror(k))).toBe(boomerangClipIndex(k));
    }
    expect(boomerangClipIndex(-1)).toBe(order.at(-1));
  });
});

describe('resampleClip', () => {
  it('puts the shot at the shot index and covers about 1.5 s, a frame every 33.3 ms', () => {
    // A camera with a frame every millisecond, from 0 to 2 s: each clip frame picks the frame
    // nearest its time, so the picks read the clip's times in ms (the shot at 1000).
    const camera = Array.from({ length: 2001 }, (_, i) => i);
    const picks = resampleClip(camera, 1000) ?? [];
    expect(picks[CLIP_SHOT_INDEX]).toBe(1000);
    expect(picks[0]).toBe(0);
    expect(picks.at(-1)).toBe(1533);
    picks.forEach((pick, index) => {
      expect(
        Math.abs(pick - (1000 + ((index - CLIP_SHOT_INDEX) * 1000) / VIDEO_FPS)),
      ).toBeLessThanOrEqual(0.5);
    });
  });

  it('picks the nearest camera frame for each clip frame', () => {
    // A 15 fps camera: every frame is used twice.
    const camera = Array.from({ length: 30 }, (_, i) => 5000 + i * (1000 / 15));
    const picks = resampleClip(camera, 5000 + 1000);
    expect(picks).toHaveLength(CLIP_FRAME_COUNT);
    expect(picks?.[CLIP_SHOT_INDEX]).toBe(15);
    expect(picks?.[0]).toBe(0);
    expect(new Set(picks).size).toBeLessThan(CLIP_FRAME_COUNT);
  });

  it('holds the first or last frame where the camera did not cover the clip', () => {
    expect(resampleClip([100, 133], 100)).toEqual([
      ...Array<number>(CLIP_SHOT_INDEX + 1).fill(0),
      ...Array<number>(CLIP_FRAME_COUNT - CLIP_SHOT_INDEX - 1).fill(1),
    ]);
    expect(resampleClip([], 0)).toBeNull();
  });
});

describe('sizes', () => {
  it('keeps the camera picture shape within 480 px', () => {
    expect(clipFrameSize(1280, 720)).toEqual({ width: 480, height: 270 });
    expect(clipFrameSize(320, 240)).toEqual({ width: 320, height: 240 });
  });

  it('centres the strip on the story card, in even pixels inside the margin', () => {
    const place = storyPlacement(600, 2688);
    expect(place.height % 2).toBe(0);
    expect(place.width % 2).toBe(0);
    expect(place.y).toBeGreaterThanOrEqual(64);
    expect(place.x * 2 + place.width).toBeLessThanOrEqual(STORY_WIDTH + 1);
    expect(place.y * 2 + place.height).toBeLessThanOrEqual(STORY_HEIGHT + 1);
    expect(Math.abs(place.width / place.height - 600 / 2688)).toBeLessThan(0.01);
  });
});
