import { describe, expect, it } from 'vitest';
import { stripGeometry } from '../../../model/strip.js';
import { toolbarAnchor } from './toolbar-anchor.js';

describe('toolbarAnchor', () => {
  it('lines the toolbar up with the top of a photo in the upper half', () => {
    expect(toolbarAnchor({ y: 0, height: 50 }, 200)).toEqual({ top: '0%' });
    expect(toolbarAnchor({ y: 40, height: 20 }, 200)).toEqual({ top: '20%' });
  });

  it('lines it up with the bottom of a photo in the lower half', () => {
    expect(toolbarAnchor({ y: 150, height: 50 }, 200)).toEqual({ bottom: '0%' });
    expect(toolbarAnchor({ y: 110, height: 40 }, 200)).toEqual({ bottom: '25%' });
  });

  it('keeps every photo of a six-pose strip beside its own box', () => {
    const geometry = stripGeometry(6);
    const anchors = geometry.photos.map((box) => toolbarAnchor(box, geometry.height));
    expect(anchors.slice(0, 3).every((anchor) => 'top' in anchor)).toBe(true);
    expect(anchors.slice(3).every((anchor) => 'bottom' in anchor)).toBe(true);
    const first = geometry.photos[0]!;
    expect(anchors[0]).toEqual({
      top: `${Number(((first.y / geometry.height) * 100).toFixed(3))}%`,
    });
  });
});
