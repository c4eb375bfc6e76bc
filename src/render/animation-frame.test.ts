import { describe, expect, it } from 'vitest';
import { animationLayout } from '../model/animation-frames.js';
import {
  commonestColour,
  drawAnimationFrame,
  framePixelSize,
  type FrameContext,
} from './animation-frame.js';

type Call =
  | { op: 'fillRect'; fillStyle: string | object; args: number[] }
  | { op: 'drawImage'; image: string; args: number[] };

class RecordingContext implements FrameContext<string> {
  readonly calls: Call[] = [];
  fillStyle: string | object = '#000000';
  imageSmoothingEnabled = false;
  imageSmoothingQuality = 'low';
  fillRect(...args: number[]): void {
    this.calls.push({ op: 'fillRect', fillStyle: this.fillStyle, args });
  }
  drawImage(image: string, ...args: number[]): void {
    this.calls.push({ op: 'drawImage', image, args });
  }
}

describe('drawAnimationFrame', () => {
  it('fills the frame colour, then copies the cell and the footer at the two scales', () => {
    const layout = animationLayout(3);
    const context = new RecordingContext();
    drawAnimationFrame(context, 'strip', layout, 1, { strip: 4, frame: 2 }, '#457b9d');
    const { width, height } = framePixelSize(layout, 2);
    expect([width, height]).toEqual([600, 524]);
    const [cell, footer] = layout.frames[1]!;
    expect(context.calls).toEqual([
      { op: 'fillRect', fillStyle: '#457b9d', args: [0, 0, 600, 524] },
      ...[cell!, footer!].map(({ from, to }) => ({
        op: 'drawImage',
        image: 'strip',
        args: [
          from.x * 4,
          from.y * 4,
          from.width * 4,
          from.height * 4,
          to.x * 2,
          to.y * 2,
          to.width * 2,
          to.height * 2,
        ],
      })),
    ]);
    expect(context.imageSmoothingEnabled).toBe(true);
  });

  it('refuses a pose the strip does not have', () => {
    expect(() =>
      drawAnimationFrame(
        new RecordingContext(),
        's',
        animationLayout(2),
        2,
        { strip: 2, frame: 2 },
        '#fff',
      ),
    ).toThrow(RangeError);
  });
});

describe('commonestColour', () => {
  it('finds the colour most pixels have', () => {
    const pixels = [
      [69, 123, 157],
      [255, 200, 87],
      [69, 123, 157],
      [0, 0, 0],
    ].flatMap((rgb) => [...rgb, 255]);
    expect(commonestColour(new Uint8ClampedArray(pixels))).toBe('#457b9d');
    expect(commonestColour([])).toBe('#000000');
  });
});
