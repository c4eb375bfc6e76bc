import { describe, expect, it } from 'vitest';
import { STORY_HEIGHT, STORY_WIDTH, storyPlacement } from '../../../model/living-strip.js';
import { stripPixelSize } from '../../../render/draw-strip.js';
import { stripGeometry } from '../../../model/strip.js';
import { videoLayout } from './video-layout.js';

describe('videoLayout', () => {
  it('is the strip itself at 2 px a unit, with even sides for every pose count', () => {
    for (const poseCount of [1, 2, 3, 4, 5, 6]) {
      for (const eventName of ['', 'Ada & Grace']) {
        const layout = videoLayout('strip', poseCount, eventName);
        const strip = stripPixelSize(poseCount, 2, eventName);
        expect(layout).toMatchObject({ stripX: 0, stripY: 0, pixelsPerUnit: 2, onPaper: false });
        expect([layout.width, layout.height]).toEqual([strip.width, strip.height]);
        expect(layout.width % 2).toBe(0);
        expect(layout.height % 2).toBe(0);
      }
    }
  });

  it('centres the strip on the Story card where storyPlacement puts it, within it', () => {
    for (const poseCount of [1, 4, 6]) {
      const layout = videoLayout('story', poseCount, 'Party');
      const geometry = stripGeometry(poseCount, { eventName: true });
      const place = storyPlacement(geometry.width, geometry.height);
      expect(layout).toMatchObject({
        width: STORY_WIDTH,
        height: STORY_HEIGHT,
        onPaper: true,
      });
      // Drawn at the card's scale (not enlarged from 600 px), inside the placement's box and
      // centred in it: short of it by the rounding of its sides only (under 1 % of a side).
      expect(layout.stripWidth).toBeLessThanOrEqual(place.width);
      expect(layout.stripHeight).toBeLessThanOrEqual(place.height);
      expect(layout.stripWidth / place.width).toBeGreaterThan(0.99);
      expect(layout.stripHeight / place.height).toBeGreaterThan(0.99);
      const left = layout.stripX - place.x;
      const right = place.x + place.width - (layout.stripX + layout.stripWidth);
      const top = layout.stripY - place.y;
      const bottom = place.y + place.height - (layout.stripY + layout.stripHeight);
      expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
      expect(Math.abs(top - bottom)).toBeLessThanOrEqual(1);
      expect(Number.isInteger(layout.stripX) && Number.isInteger(layout.stripY)).toBe(true);
      expect(layout.stripWidth / geometry.width).toBeCloseTo(layout.pixelsPerUnit, 9);
    }
  });

  it('draws a 6-pose Story strip larger than the 600 px strip video', () => {
    expect(videoLayout('story', 6, '').stripHeight).toBeLessThan(STORY_HEIGHT);
    expect(videoLayout('story', 1, '').pixelsPerUnit).toBeGreaterThan(2);
  });
});
