import { describe, expect, it } from 'vitest';
import { DEFAULT_DECORATION, type Decoration } from '../model/decoration.js';
import type { Sticker } from '../model/sticker.js';
import { frameCrop, framesFor, plainFrame } from '../model/photo-frame.js';
import { LIGHT_INK } from '../model/colour.js';
import { coverCrop, nameFont, stampFont, stampText, stripGeometry } from '../model/strip.js';
import {
  drawStrip,
  EMOJI_FONT_FAMILY,
  emojiFont,
  stripPixelSize,
  type FontBox,
  type SizedImage,
  type StripContext,
} from './draw-strip.js';

interface FakeImage extends SizedImage {
  readonly name: string;
}

type Recorded =
  | { op: 'fillRect'; fillStyle: string | object; args: number[] }
  | { op: 'drawImage'; image: FakeImage; args: number[]; smoothing: string | false }
  | {
      op: 'fillText';
      text: string;
      x: number;
      y: number;
      font: string;
      fillStyle: string | object;
      textAlign: string;
      textBaseline: string;
    }
  | { op: 'save' | 'restore' }
  | { op: 'translate'; x: number; y: number }
  | { op: 'rotate'; radians: number };

/** A 2D context that records each call with the state it was made in. */
class RecordingContext implements StripContext<FakeImage> {
  readonly calls: Recorded[] = [];
  fillStyle: string | object = '#000000';
  font = '10px sans-serif';
  textAlign = 'start';
  textBaseline = 'alphabetic';
  imageSmoothingEnabled = false;
  imageSmoothingQuality = 'low';

  fillRect(...args: number[]): void {
    this.calls.push({ op: 'fillRect', fillStyle: this.fillStyle, args });
  }
  drawImage(image: FakeImage, ...args: number[]): void {
    const smoothing = this.imageSmoothingEnabled && this.imageSmoothingQuality;
    this.calls.push({ op: 'drawImage', image, args, smoothing });
  }
  fillText(text: string, x: number, y: number): void {
    const { font, fillStyle, textAlign, textBaseline } = this;
    this.calls.push({ op: 'fillText', text, x, y, font, fillStyle, textAlign, textBaseline });
  }
  save(): void {
    this.calls.push({ op: 'save' });
  }
  restore(): void {
    this.calls.push({ op: 'restore' });
  }
  translate(x: number, y: number): void {
    this.calls.push({ op: 'translate', x, y });
  }
  rotate(radians: number): void {
    this.calls.push({ op: 'rotate', radians });
  }
  /** A font whose ascent is 0.75 and descent 0.25 of its size: the baseline sits size/4 low. */
  measureText(): FontBox {
    const size = fontSize(this.font);
    return { fontBoundingBoxAscent: 0.75 * size, fontBoundingBoxDescent: 0.25 * size };
  }

  ops(): string[] {
    return this.calls.map((call) => call.op);
  }
  of<Op extends Recorded['op']>(op: Op): Extract<Recorded, { op: Op }>[] {
    return this.calls.filter((call): call is Extract<Recorded, { op: Op }> => call.op === op);
  }
}

const fontSize = (font: string) => Number(/([\d.]+)px/.exec(font)?.[1] ?? NaN);

const image = (name: string, width: number, height: number): FakeImage => ({
  name,
  width,
  height,
});

const date = new Date(2025, 6, 14);
const noPictures = { photos: [], stickerImages: new Map<string, FakeImage>() };

function sticker(id: number, content: { char: string } | { src: string }, extra = {}): Sticker {
  return { id, x: 40, y: 100, width: 64, height: 64, rotation: 0, ...content, ...extra };
}

function draw(
  decoration: Partial<Decoration>,
  images: { photos?: FakeImage[]; stickerImages?: Map<string, FakeImage> } = {},
  { poseCount = 3, pixelsPerUnit = 2, eventName = undefined as string | undefined } = {},
): RecordingContext {
  const context = new RecordingContext();
  drawStrip(
    context,
    {
      poseCount,
      decoration: { ...DEFAULT_DECORATION, ...decoration },
      date,
      locale: 'en-US',
      eventName,
    },
    { ...noPictures, ...images },
    pixelsPerUnit,
  );
  return context;
}

describe('drawStrip', () => {
  it('draws in order: frame, photos, date stamp, then stickers bottom to top', () => {
    const photos = [image('a', 400, 300), image('b', 400, 300), image('c', 400, 300)];
    const context = draw(
      { stickers: [sticker(1, { char: '🚀' }), sticker(2, { char: '🌈' })] },
      { photos },
    );
    expect(context.ops()).toEqual([
      'fillRect',
      'drawImage',
      'drawImage',
      'drawImage',
      'fillText',
      ...['save', 'translate', 'rotate', 'fillText', 'restore'],
      ...['save', 'translate', 'rotate', 'fillText', 'restore'],
    ]);
    expect(context.of('drawImage').map((call) => call.image.name)).toEqual(['a', 'b', 'c']);
    expect(context.of('fillText').map((call) => call.text)).toEqual(['July 14, 2025', '🚀', '🌈']);
  });

  it('fills the whole strip with the frame colour, at the pixel scale', () => {
    const context = draw({ frameColour: '#457B9D' }, {}, { poseCount: 2, pixelsPerUnit: 2.5 });
    const { width, height } = stripGeometry(2);
    expect(context.of('fillRect')).toEqual([
      { op: 'fillRect', fillStyle: '#457B9D', args: [0, 0, width * 2.5, height * 2.5] },
    ]);
  });

  it('cover-crops each photo into its box, smoothed', () => {
    const photos = [image('exact', 400, 300), image('square', 300, 300), image('wide', 1000, 300)];
    const context = draw({}, { photos }, { pixelsPerUnit: 2 });
    const boxes = stripGeometry(3).photos;
    const draws = context.of('drawImage');
    expect(draws).toHaveLength(3);
    draws.forEach((call, index) => {
      const photo = photos[index]!;
      const box = boxes[index]!;
      const { sx, sy, sw, sh } = coverCrop(photo.width, photo.height, box);
      expect(call.args).toEqual([
        sx,
        sy,
        sw,
        sh,
        box.x * 2,
        box.y * 2,
        box.width * 2,
        box.height * 2,
      ]);
      expect(call.smoothing).toBe('high');
    });
    // The square photo loses its top and bottom, the wide one its sides.
    const rounded = (args: number[]) => args.slice(0, 4).map((n) => Math.round(n * 1e6) / 1e6);
    expect(rounded(draws[1]!.args)).toEqual([0, 37.5, 300, 225]);
    expect(rounded(draws[2]!.args)).toEqual([300, 0, 400, 300]);
  });

  it('crops each photo by its frame: zoomed, panned and in the decoration order', () => {
    const photos = [image('a', 400, 300), image('b', 600, 600), image('c', 400, 300)];
    const zoomed = { source: 1, zoom: 2, offsetX: 10, offsetY: -8 };
    const context = draw(
      { photoFrames: [zoomed, plainFrame(0), plainFrame(2)] },
      { photos },
      { pixelsPerUnit: 2 },
    );
    const boxes = stripGeometry(3).photos;
    const draws = context.of('drawImage');
    expect(draws.map((call) => call.image.name)).toEqual(['b', 'a', 'c']);
    const { sx, sy, sw, sh } = frameCrop(photos[1]!, boxes[0]!, zoomed);
    expect(draws[0]!.args).toEqual([sx, sy, sw, sh, 28, 28, 544, 408]);
    // Zoom 2 takes half the cover crop's width, moved left by the offset.
    const cover = coverCrop(600, 600, boxes[0]!);
    expect(sw).toBeCloseTo(cover.sw / 2);
    expect(sx).toBeCloseTo(cover.sx + cover.sw / 4 - 10 * (sw / boxes[0]!.width));
    expect(draws[1]!.args.slice(0, 4)).toEqual(Object.values(coverCrop(400, 300, boxes[1]!)));
  });

  it('draws the photos in order when the frames are for another count', () => {
    const photos = [image('a', 400, 300), image('b', 400, 300), image('c', 400, 300)];
    const context = draw({ photoFrames: framesFor(undefined, 2).reverse() }, { photos });
    expect(context.of('drawImage').map((call) => call.image.name)).toEqual(['a', 'b', 'c']);
  });

  it('leaves the box of a missing or empty photo in the frame colour', () => {
    const context = draw({}, { photos: [image('a', 400, 300), image('empty', 0, 0)] });
    expect(context.of('drawImage').map((call) => call.image.name)).toEqual(['a']);
  });

  it('writes the date stamp centred on its line as CSS does, in its font and ink', () => {
    const context = draw({ frameColour: '#000000' }, {}, { poseCount: 4, pixelsPerUnit: 2.4 });
    const { stamp } = stripGeometry(4);
    // The font's ascent and descent are centred on the stamp's line, as in a CSS line box.
    const baselineDrop = fontSize(stampFont(2.4)) / 4;
    expect(context.of('fillText')).toEqual([
      {
        op: 'fillText',
        text: stampText(date, 'en-US'),
        x: stamp.x * 2.4,
        y: stamp.y * 2.4 + baselineDrop,
        font: stampFont(2.4),
        fillStyle: LIGHT_INK,
        textAlign: 'center',
        textBaseline: 'alphabetic',
      },
    ]);
  });

  it('writes no date when the stamp is off', () => {
    expect(draw({ dateStamp: false }).of('fillText')).toEqual([]);
  });

  it('writes the event name centred under the date stamp, smaller, in the same ink', () => {
    const context = draw(
      { frameColour: '#000000', stickers: [sticker(1, { char: '🚀' })] },
      {},
      { poseCount: 4, pixelsPerUnit: 2, eventName: 'Ana & Ben' },
    );
    const { stamp, name, height } = stripGeometry(4, { eventName: true });
    expect(context.of('fillRect')[0]!.args).toEqual([0, 0, 600, height * 2]);
    const [date, written, emoji] = context.of('fillText');
    expect(date!.y).toBe(stamp.y * 2 + fontSize(stampFont(2)) / 4);
    expect(emoji!.text).toBe('🚀');
    expect(written).toEqual({
      op: 'fillText',
      text: 'Ana & Ben',
      x: name!.x * 2,
      y: name!.y * 2 + fontSize(nameFont(2)) / 4,
      font: nameFont(2),
      fillStyle: LIGHT_INK,
      textAlign: 'center',
      textBaseline: 'alphabetic',
    });
    expect(fontSize(nameFont(2))).toBeLessThan(fontSize(stampFont(2)));
  });

  it('writes the event name with the date stamp off', () => {
    const context = draw({ dateStamp: false }, {}, { eventName: 'Spring Fair' });
    expect(context.of('fillText').map((call) => call.text)).toEqual(['Spring Fair']);
  });

  it('leaves the footer as it was without an event name', () => {
    const context = draw({}, {}, { poseCount: 2, eventName: '' });
    expect(context.of('fillRect')[0]!.args).toEqual([0, 0, 600, stripGeometry(2).height * 2]);
    expect(context.of('fillText')).toHaveLength(1);
  });

  it('turns each sticker about its centre and draws the emoji at 0.8 of its height, centred', () => {
    const rocket = sticker(
      1,
      { char: '🚀' },
      { x: 10, y: 20, width: 50, height: 40, rotation: 30 },
    );
    const context = draw({ dateStamp: false, stickers: [rocket] }, {}, { pixelsPerUnit: 2 });
    expect(context.calls).toEqual([
      expect.objectContaining({ op: 'fillRect' }),
      { op: 'save' },
      { op: 'translate', x: (10 + 25) * 2, y: (20 + 20) * 2 },
      { op: 'rotate', radians: Math.PI / 6 },
      expect.objectContaining({
        op: 'fillText',
        text: '🚀',
        x: 0,
        y: 64 / 4,
        font: `64px ${EMOJI_FONT_FAMILY}`,
        textAlign: 'center',
        textBaseline: 'alphabetic',
      }),
      { op: 'restore' },
    ]);
    expect(emojiFont(40, 2)).toBe(`${0.8 * 40 * 2}px ${EMOJI_FONT_FAMILY}`);
  });

  it('turns negative rotations the other way', () => {
    const context = draw({ stickers: [sticker(1, { char: '⭐' }, { rotation: -90 })] });
    expect(context.of('rotate')).toEqual([{ op: 'rotate', radians: -Math.PI / 2 }]);
  });

  it('stretches an image sticker over its box, centred on the turned origin', () => {
    const star = image('star', 256, 256);
    const src = 'http://127.0.0.1/stickers/star.png';
    const context = draw(
      {
        dateStamp: false,
        stickers: [sticker(1, { src }, { width: 80, height: 40, rotation: 45 })],
      },
      { stickerImages: new Map([[src, star]]) },
      { pixelsPerUnit: 3 },
    );
    expect(context.ops()).toEqual([
      'fillRect',
      'save',
      'translate',
      'rotate',
      'drawImage',
      'restore',
    ]);
    expect(context.of('drawImage')[0]).toMatchObject({
      image: star,
      args: [-120, -60, 240, 120],
    });
  });

  it('skips an image sticker whose picture is missing, and draws the others', () => {
    const context = draw({
      dateStamp: false,
      stickers: [
        sticker(1, { src: 'http://127.0.0.1/stickers/gone.png' }),
        sticker(2, { char: '🎉' }),
      ],
    });
    expect(context.ops()).toEqual([
      'fillRect',
      'save',
      'translate',
      'rotate',
      'fillText',
      'restore',
    ]);
    expect(context.of('fillText')[0]!.text).toBe('🎉');
  });
});

describe('stripPixelSize', () => {
  it('is the strip in units times the scale, rounded to whole pixels', () => {
    const { width, height } = stripGeometry(6);
    expect(stripPixelSize(6, 2)).toEqual({ width: width * 2, height: height * 2 });
    expect(stripPixelSize(3, 2.2467)).toEqual({
      width: Math.round(width * 2.2467),
      height: Math.round(stripGeometry(3).height * 2.2467),
    });
  });

  it('is taller with an event name', () => {
    expect(stripPixelSize(3, 2, 'Fair')).toEqual({
      width: 600,
      height: stripGeometry(3, { eventName: true }).height * 2,
    });
    expect(stripPixelSize(3, 2, '')).toEqual(stripPixelSize(3, 2));
  });
});
