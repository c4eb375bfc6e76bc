import { describe, expect, it } from 'vitest';
import { animationLayout } from '../model/animation-frames.js';
import { DEFAULT_DECORATION } from '../model/decoration.js';
import type { Sticker } from '../model/sticker.js';
import {
  commonestColour,
  drawAnimationFrame,
  drawStripFrame,
  framePixelSize,
  type FrameContext,
} from './animation-frame.js';
import type { StripContext } from './draw-strip.js';

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

interface Picture {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

/** Where each picture landed on the frame, in pixels, from the transform it was drawn under. */
class PlacingContext implements StripContext<Picture> {
  readonly placed: { name: string; left: number; top: number; right: number; bottom: number }[] =
    [];
  fillStyle: string | object = '#000000';
  font = '10px sans-serif';
  textAlign = 'start';
  textBaseline = 'alphabetic';
  private origin = { x: 0, y: 0 };
  private readonly saved: { x: number; y: number }[] = [];
  fillRect(): void {}
  fillText(): void {}
  measureText() {
    return { fontBoundingBoxAscent: 8, fontBoundingBoxDescent: 2 };
  }
  save(): void {
    this.saved.push(this.origin);
  }
  restore(): void {
    this.origin = this.saved.pop() ?? { x: 0, y: 0 };
  }
  translate(x: number, y: number): void {
    this.origin = { x: this.origin.x + x, y: this.origin.y + y };
  }
  rotate(): void {}
  drawImage(picture: Picture, ...args: number[]): void {
    // (dx, dy, dw, dh) or (sx, sy, sw, sh, dx, dy, dw, dh): the last four place it.
    const [dx = 0, dy = 0, dw = 0, dh = 0] = args.slice(-4);
    const left = this.origin.x + dx;
    const top = this.origin.y + dy;
    this.placed.push({ name: picture.name, left, top, right: left + dw, bottom: top + dh });
  }
}

describe('drawStripFrame', () => {
  // A 3-pose strip: photos at y 14, 228 and 442 (each 204 high), the date from 646 to 690.
  const sticker = (name: string, x: number, y: number): Sticker => ({
    id: x + y,
    x,
    y,
    width: 60,
    height: 60,
    rotation: 0,
    src: name,
  });
  const acrossFooter = sticker('footer', 120, 620); // from photo 3's foot over the date
  const acrossPhotos = sticker('photos', 200, 180); // centre 210: photo 1, reaching photo 2
  const pictures = new Map(['footer', 'photos'].map((n) => [n, { name: n, width: 8, height: 8 }]));
  const photos = ['a', 'b', 'c'].map((name) => ({ name, width: 400, height: 300 }));

  function frame(index: number) {
    const context = new PlacingContext();
    drawStripFrame(
      context,
      {
        poseCount: 3,
        decoration: { ...DEFAULT_DECORATION, stickers: [acrossFooter, acrossPhotos] },
        date: new Date(2025, 6, 14),
        locale: 'en-US',
      },
      { photos, stickerImages: pictures },
      index,
      2,
    );
    return context.placed;
  }

  const whole = { width: 600, height: 524 };
  const isWhole = (p: { left: number; top: number; right: number; bottom: number }) =>
    p.left >= 0 &&
    p.top >= 0 &&
    p.right <= whole.width &&
    p.bottom <= whole.height &&
    p.right - p.left === 120 &&
    p.bottom - p.top === 120;

  it("draws each frame's own photo, and a sticker across the footer whole in every frame", () => {
    [0, 1, 2].forEach((index) => {
      const placed = frame(index);
      expect(placed[0]?.name).toBe(photos[index]!.name);
      const footer = placed.filter((p) => p.name === 'footer');
      expect(footer).toHaveLength(1);
      expect(isWhole(footer[0]!)).toBe(true);
    });
  });

  it('draws a sticker across two photos whole in the frame of the photo its centre is on only', () => {
    const shown = [0, 1, 2].map((index) => frame(index).filter((p) => p.name === 'photos'));
    expect(shown.map((list) => list.length)).toEqual([1, 0, 0]);
    expect(isWhole(shown[0]![0]!)).toBe(true);
    // Where it was on its photo: 166 units down photo 1 (top 14), so 166 down the frame's.
    expect(shown[0]![0]!.top).toBe(2 * 180);
  });

  it('refuses a pose the strip does not have', () => {
    expect(() => frame(3)).toThrow(RangeError);
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
