import { describe, expect, it } from 'vitest';
import { animationLayout, stripLayoutFromSize } from './animation-frames.js';
import { PHOTO_GAP, STRIP_PADDING, STRIP_WIDTH, stripGeometry } from './strip.js';

describe('animationLayout', () => {
  it.each([2, 3, 4, 6])('gives %i frames the size of a one-pose strip', (count) => {
    const layout = animationLayout(count);
    const one = stripGeometry(1);
    expect(layout.frames).toHaveLength(count);
    expect(layout.width).toBe(STRIP_WIDTH);
    expect(layout.height).toBe(one.height);
  });

  it("cuts each pose's photo with half the gap around it, in order, to a one-pose strip's place", () => {
    const strip = stripGeometry(4);
    const one = stripGeometry(1);
    animationLayout(4).frames.forEach((pieces, index) => {
      const box = strip.photos[index]!;
      const [cell] = pieces;
      expect(cell!.from).toEqual({
        x: 0,
        y: box.y - PHOTO_GAP / 2,
        width: STRIP_WIDTH,
        height: box.height + PHOTO_GAP,
      });
      // The photo lands where a one-pose strip has it.
      expect(cell!.to.y + PHOTO_GAP / 2).toBe(one.photos[0]!.y);
      expect(cell!.to.height).toBe(cell!.from.height);
    });
    // Never into the next photo: the cells of neighbours meet in the middle of the gap.
    const [first, second] = animationLayout(4).frames;
    expect(first![0]!.from.y + first![0]!.from.height).toBe(second![0]!.from.y);
  });

  it('puts the footer with the date stamp (and the event name) under every photo', () => {
    for (const eventName of [false, true]) {
      const strip = stripGeometry(3, { eventName });
      const last = strip.photos[2]!;
      const layout = animationLayout(3, { eventName });
      const footerHeight = strip.height - (last.y + last.height);
      for (const [, footer] of layout.frames) {
        expect(footer!.from).toEqual({
          x: 0,
          y: last.y + last.height,
          width: STRIP_WIDTH,
          height: footerHeight,
        });
        expect(footer!.to.y).toBe(STRIP_PADDING + last.height);
        expect(footer!.to.y + footer!.to.height).toBe(layout.height);
        // The stamp's (and the name's) line falls inside it.
        expect(strip.stamp.y).toBeGreaterThan(footer!.from.y);
        expect((strip.name ?? strip.stamp).y).toBeLessThan(strip.height);
      }
      expect(layout.height).toBe(stripGeometry(1, { eventName }).height);
    }
  });
});

describe('stripLayoutFromSize', () => {
  it.each([2, 3, 4, 6])('tells a %i-pose strip from its size, with and without a name', (count) => {
    for (const [eventName, dateStamp] of [
      [false, true],
      [true, true],
      [false, false],
    ] as const) {
      for (const pixelsPerUnit of [0.2, 2, 2.2667, 3, 4]) {
        const { width, height } = stripGeometry(count, { eventName, dateStamp });
        const found = stripLayoutFromSize(
          Math.round(width * pixelsPerUnit),
          Math.round(height * pixelsPerUnit),
        );
        expect(found).toMatchObject({ poseCount: count, eventName, dateStamp });
        expect(found!.pixelsPerUnit).toBeCloseTo(pixelsPerUnit, 2);
      }
    }
  });

  it('answers null for an image no strip has the size of', () => {
    expect(stripLayoutFromSize(600, 600)).toBeNull();
    expect(stripLayoutFromSize(0, 100)).toBeNull();
    expect(stripLayoutFromSize(Number.NaN, 100)).toBeNull();
  });
});
