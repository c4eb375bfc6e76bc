import { describe, expect, it } from 'vitest';
import { stripGeometry } from '../../../model/strip.js';
import { toolbarAnchor } from './toolbar-anchor.js';

describe('toolbarAnchor', () => {
  it('puts the toolbar over the strip under a photo in the upper half, in the room left there', () => {
    expect(toolbarAnchor({ y: 0, height: 50 }, 200)).toEqual({
      place: 'over',
      top: '25%',
      room: '75%',
    });
  });

  it('puts it over the strip above a photo in the lower half', () => {
    expect(toolbarAnchor({ y: 150, height: 50 }, 200)).toEqual({
      place: 'over',
      bottom: '25%',
      room: '75%',
    });
  });

  it('keeps every photo of a four- and a six-pose strip clear: the toolbar goes to the far side', () => {
    for (const poses of [4, 6]) {
      const geometry = stripGeometry(poses);
      const anchors = geometry.photos.map((box) => toolbarAnchor(box, geometry.height));
      const half = poses / 2;
      expect(anchors.slice(0, half).every((anchor) => 'top' in anchor)).toBe(true);
      expect(anchors.slice(half).every((anchor) => 'bottom' in anchor)).toBe(true);
      expect(anchors.every((anchor) => anchor.place === 'over')).toBe(true);
    }
    const geometry = stripGeometry(4);
    const third = geometry.photos[2]!;
    // Photo 3 of 4: above it, the room of photos 1 and 2.
    expect(toolbarAnchor(third, geometry.height)).toEqual({
      place: 'over',
      bottom: `${Number((((geometry.height - third.y) / geometry.height) * 100).toFixed(3))}%`,
      room: `${Number(((third.y / geometry.height) * 100).toFixed(3))}%`,
    });
  });

  it('sets it beside a one-pose strip, whose photo leaves too little room', () => {
    const geometry = stripGeometry(1);
    const only = geometry.photos[0]!;
    expect(toolbarAnchor(only, geometry.height)).toMatchObject({ place: 'beside' });
  });
});
