import { GifReader } from 'omggif';
import { describe, expect, it } from 'vitest';
import { GifWriter, type GifOptions, type RgbaFrame } from './gif-encode.js';

/** The frames written in order, as the animation worker writes them. */
function encodeGif(frames: readonly RgbaFrame[], options: GifOptions): Uint8Array {
  const writer = new GifWriter(options);
  for (const frame of frames) writer.add(frame);
  return writer.finish();
}

/** A frame of one flat colour with a gradient square in the middle. */
function frame(width: number, height: number, flat: [number, number, number]): RgbaFrame {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const inside = x > width / 4 && x < (3 * width) / 4 && y > height / 4 && y < (3 * height) / 4;
      const rgb = inside ? [x % 256, y % 256, (x * y) % 256] : flat;
      data.set([...rgb, 255], i);
    }
  }
  return { data, width, height };
}

describe('encodeGif', () => {
  it('writes a GIF89a looping forever, a frame each with its delay and its own palette', () => {
    const frames = [frame(64, 48, [69, 123, 157]), frame(64, 48, [255, 200, 87])];
    const bytes = encodeGif(frames, { delayMs: 600 });
    expect(new TextDecoder().decode(bytes.slice(0, 6))).toBe('GIF89a');
    const reader = new GifReader(bytes);
    expect([reader.width, reader.height, reader.numFrames()]).toEqual([64, 48, 2]);
    expect(reader.loopCount()).toBe(0);
    for (let index = 0; index < 2; index += 1) {
      const info = reader.frameInfo(index);
      expect(info.delay).toBe(60);
      expect(info.palette_offset).not.toBeNull();
      const pixels = new Uint8ClampedArray(64 * 48 * 4);
      reader.decodeAndBlitFrameRGBA(index, pixels);
      // The flat colour stays flat: every pixel of the margin has one value, close to it.
      const margin = new Set<string>();
      for (let y = 0; y < 10; y += 1) {
        for (let x = 0; x < 64; x += 1) {
          const i = (y * 64 + x) * 4;
          margin.add(`${pixels[i]},${pixels[i + 1]},${pixels[i + 2]}`);
        }
      }
      expect(margin.size).toBe(1);
      const [r, g, b] = [...margin][0]!.split(',').map(Number);
      const want = index === 0 ? [69, 123, 157] : [255, 200, 87];
      expect(
        Math.abs(r! - want[0]!) + Math.abs(g! - want[1]!) + Math.abs(b! - want[2]!),
      ).toBeLessThan(12);
    }
  });
});

/** A soft gradient over the whole frame, as a sky or a blurred background: thousands of colours. */
function gradient(width: number, height: number): RgbaFrame {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      data.set([40 + (x * 180) / width, 60 + (y * 150) / height, 200 - (x * 90) / width, 255], i);
    }
  }
  return { data, width, height };
}

/**
 * Banding as the eye sees it: the frame and its GIF averaged over 8×8 blocks (a pattern of
 * dither dots blends, a band does not), and the mean difference of those averages, per channel.
 */
function bandingError(source: RgbaFrame, gif: Uint8Array): number {
  const { width, height } = source;
  const pixels = new Uint8ClampedArray(width * height * 4);
  new GifReader(gif).decodeAndBlitFrameRGBA(0, pixels);
  let total = 0;
  let count = 0;
  for (let by = 0; by + 8 <= height; by += 8) {
    for (let bx = 0; bx + 8 <= width; bx += 8) {
      for (let channel = 0; channel < 3; channel += 1) {
        let difference = 0;
        for (let y = by; y < by + 8; y += 1) {
          for (let x = bx; x < bx + 8; x += 1) {
            const i = (y * width + x) * 4 + channel;
            difference += pixels[i]! - source.data[i]!;
          }
        }
        total += Math.abs(difference / 64);
        count += 1;
      }
    }
  }
  return total / count;
}

describe('gradients', () => {
  it('show no bands: dithered, the GIF matches the gradient on average, unlike plain mapping', () => {
    const source = gradient(320, 240);
    const dithered = bandingError(source, encodeGif([source], { delayMs: 600 }));
    const plain = bandingError(source, encodeGif([source], { delayMs: 600, dither: false }));
    expect(dithered).toBeLessThan(0.6);
    expect(plain).toBeGreaterThan(3 * dithered);
  });
});
