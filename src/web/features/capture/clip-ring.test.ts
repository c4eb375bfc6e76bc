import { describe, expect, it } from 'vitest';
import { CLIP_FRAME_COUNT, CLIP_FRAME_MS, CLIP_SHOT_INDEX } from '../../../model/living-strip.js';
import { addToRing, clipCovered, cutClip, type RingFrame } from './clip-ring.js';

// The clip the model defines, in ms from its shot: from its first frame to its last.
const BEFORE_MS = CLIP_SHOT_INDEX * CLIP_FRAME_MS;
const AFTER_MS = (CLIP_FRAME_COUNT - 1 - CLIP_SHOT_INDEX) * CLIP_FRAME_MS;

/** A camera's frames every `everyMs` from `from` to `to` (ms), each item its own time. */
function camera(from: number, to: number, everyMs: number): RingFrame<number>[] {
  const frames: RingFrame<number>[] = [];
  for (let time = from; time <= to + 1e-9; time += everyMs) frames.push({ time, item: time });
  return frames;
}

function fill(
  frames: readonly RingFrame<number>[],
  waiting: readonly number[] = [],
): { ring: RingFrame<number>[]; dropped: number } {
  let ring: RingFrame<number>[] = [];
  let dropped = 0;
  for (const frame of frames) {
    const added = addToRing(ring, frame, waiting);
    ring = added.ring;
    dropped += added.dropped.length;
  }
  return { ring, dropped };
}

describe('the clip ring', () => {
  it('keeps about the second and a bit before the newest frame, dropping what is older', () => {
    const { ring, dropped } = fill(camera(0, 5000, CLIP_FRAME_MS));
    const first = ring[0]?.time ?? Number.NaN;
    // A frame or more before a clip's first time, so its nearest frame is there even when the
    // camera's frames come unevenly; but not a fifth of a second more.
    expect(first).toBeLessThanOrEqual(5000 - BEFORE_MS - CLIP_FRAME_MS);
    expect(first).toBeGreaterThanOrEqual(5000 - BEFORE_MS - 200);
    // 1.15 s of a 30 fps camera: the ring stays small while the countdown runs.
    expect(ring.length).toBeLessThanOrEqual(36);
    expect(ring.length + dropped).toBe(camera(0, 5000, CLIP_FRAME_MS).length);
  });

  it('keeps the frames a waiting shot needs while its later frames come', () => {
    const shot = 3000;
    const { ring } = fill(camera(0, shot + AFTER_MS, CLIP_FRAME_MS), [shot]);
    expect(ring[0]?.time).toBeLessThanOrEqual(shot - BEFORE_MS);
    // Without the shot waiting, the frames before it would be gone by now.
    const alone = fill(camera(0, shot + AFTER_MS, CLIP_FRAME_MS)).ring;
    expect(alone[0]?.time).toBeGreaterThan(shot - BEFORE_MS);
  });

  it('puts frames that come out of order in time order, and drops a time it holds', () => {
    let ring: RingFrame<string>[] = [];
    for (const [time, item] of [
      [100, 'b'],
      [50, 'a'],
      [150, 'c'],
    ] as const) {
      ring = addToRing(ring, { time, item }).ring;
    }
    expect(ring.map((frame) => frame.item)).toEqual(['a', 'b', 'c']);
    const again = addToRing(ring, { time: 100, item: 'again' });
    expect(again.ring.map((frame) => frame.item)).toEqual(['a', 'b', 'c']);
    expect(again.dropped.map((frame) => frame.item)).toEqual(['again']);
  });
});

describe('a clip cut from the ring', () => {
  const shot = 4000;

  it('is covered once a frame reaches the clip end', () => {
    const before = fill(camera(0, shot + AFTER_MS - CLIP_FRAME_MS, CLIP_FRAME_MS), [shot]);
    expect(clipCovered(before.ring, shot)).toBe(false);
    expect(cutClip(before.ring, shot)).toBeNull();
    const after = fill(camera(0, shot + AFTER_MS, CLIP_FRAME_MS), [shot]);
    expect(clipCovered(after.ring, shot)).toBe(true);
    expect(clipCovered([], shot)).toBe(false);
  });

  it('has CLIP_FRAME_COUNT frames, the shot at CLIP_SHOT_INDEX, from a 30 fps camera one each', () => {
    const { ring } = fill(camera(0, shot + AFTER_MS, CLIP_FRAME_MS), [shot]);
    const clip = cutClip(ring, shot);
    expect(clip).toHaveLength(CLIP_FRAME_COUNT);
    expect(clip?.[CLIP_SHOT_INDEX]).toBeCloseTo(shot, 6);
    expect(clip?.[0]).toBeCloseTo(shot - BEFORE_MS, 6);
    expect(new Set(clip).size).toBe(CLIP_FRAME_COUNT);
  });

  it('repeats frames of a 15 fps camera and skips those of a 60 fps one, in time order', () => {
    for (const fps of [15, 24, 60]) {
      const { ring } = fill(camera(0, shot + AFTER_MS + 20, 1000 / fps), [shot]);
      const clip = cutClip(ring, shot) ?? [];
      expect(clip).toHaveLength(CLIP_FRAME_COUNT);
      expect([...clip].sort((a, b) => a - b)).toEqual(clip);
      // Each clip frame is the camera's frame nearest its time.
      clip.forEach((time, index) => {
        const target = shot + (index - CLIP_SHOT_INDEX) * CLIP_FRAME_MS;
        expect(Math.abs(time - target)).toBeLessThanOrEqual(500 / fps + 1e-6);
      });
    }
  });

  it('is none when the ring begins under half a second before the shot (the camera had just started)', () => {
    // A clip mostly frozen on its first frame is no boomerang: half its second before is the least.
    const leastBefore = BEFORE_MS / 2;
    const late = fill(camera(shot - leastBefore + 10, shot + 600, CLIP_FRAME_MS));
    expect(cutClip(late.ring, shot)).toBeNull();
    const enough = fill(camera(shot - leastBefore - 10, shot + 600, CLIP_FRAME_MS));
    const clip = cutClip(enough.ring, shot);
    expect(clip).toHaveLength(CLIP_FRAME_COUNT);
    // Before the ring's first frame, the clip holds that frame.
    expect(clip?.[0]).toBe(enough.ring[0]?.item);
  });
});
