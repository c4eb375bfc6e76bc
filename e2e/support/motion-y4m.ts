/**
 * A y4m file for Chromium's fake camera (`--use-file-for-fake-video-capture`) in which every
 * frame differs: a bright square moving a few pixels a frame over a colour gradient, and a band
 * along the top that spells the frame's number in binary. Written at test time (no binary is
 * committed); a living strip's tests tell a clip from a still with it, and which frame is which.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export interface MotionY4mOptions {
  width: number;
  height: number;
  fps: number;
  seconds: number;
  /**
   * Grain added to every pixel's brightness, up to ± this (0, the default, for none): a real
   * camera's noise, which makes its JPEG frames larger than a clean picture's (the memory
   * figures in docs/using.md are measured with some).
   */
  noise?: number;
}

/** The band with the frame number: its height in pixels and the bits it spells. */
export const COUNTER_BAND_HEIGHT = 16;
export const COUNTER_BITS = 12;
/** The moving square's side, and how far it moves a frame (pixels). */
export const SQUARE_SIDE = 96;
export const SQUARE_STEP = 6;

/** Where the square's top-left corner is in frame `index` (it bounces between the sides). */
export function squareAt(
  index: number,
  { width, height }: { width: number; height: number },
): { x: number; y: number } {
  const bounce = (travel: number, position: number) => {
    const period = 2 * travel;
    const at = ((position % period) + period) % period;
    return at <= travel ? at : period - at;
  };
  const top = COUNTER_BAND_HEIGHT;
  return {
    x: bounce(width - SQUARE_SIDE, index * SQUARE_STEP),
    y: top + bounce(height - top - SQUARE_SIDE, index * Math.round(SQUARE_STEP / 2)),
  };
}

/** One frame, 4:2:0 (Y plane, then U and V at half size each way). */
function frame(index: number, width: number, height: number, noise: number): Buffer {
  // The same grain on every run: a small linear congruential generator seeded by the frame.
  let seed = (index + 1) * 2654435761;
  const grain = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return noise === 0 ? 0 : Math.round(((seed / 2 ** 32) * 2 - 1) * noise);
  };
  const luma = Buffer.alloc(width * height);
  const square = squareAt(index, { width, height });
  const bitWidth = Math.floor(width / COUNTER_BITS);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let value: number;
      if (y < COUNTER_BAND_HEIGHT) {
        const bit = Math.min(COUNTER_BITS - 1, Math.floor(x / bitWidth));
        // Most significant bit first, on the left.
        value = (index >> (COUNTER_BITS - 1 - bit)) & 1 ? 235 : 16;
      } else if (
        x >= square.x &&
        x < square.x + SQUARE_SIDE &&
        y >= square.y &&
        y < square.y + SQUARE_SIDE
      ) {
        value = 235;
      } else {
        // A gradient across and down, darker than the square.
        value = 40 + Math.round((120 * x) / width + (40 * y) / height);
      }
      luma[y * width + x] = Math.max(16, Math.min(235, value + grain()));
    }
  }
  const chromaWidth = width / 2;
  const chromaHeight = height / 2;
  const u = Buffer.alloc(chromaWidth * chromaHeight);
  const v = Buffer.alloc(chromaWidth * chromaHeight);
  for (let y = 0; y < chromaHeight; y += 1) {
    for (let x = 0; x < chromaWidth; x += 1) {
      // Blue to the left, red down: colour a filter changes.
      u[y * chromaWidth + x] = 160 - Math.round((64 * x) / chromaWidth);
      v[y * chromaWidth + x] = 96 + Math.round((64 * y) / chromaHeight);
    }
  }
  return Buffer.concat([Buffer.from('FRAME\n'), luma, u, v]);
}

/** Writes the y4m to `path`: `seconds` × `fps` frames, each one different. */
export async function writeMotionY4m(
  path: string,
  { width, height, fps, seconds, noise = 0 }: MotionY4mOptions,
): Promise<void> {
  if (width % 2 || height % 2) throw new RangeError('4:2:0 needs an even width and height');
  const frames = Math.round(fps * seconds);
  if (frames >= 2 ** COUNTER_BITS) throw new RangeError('More frames than the band can count');
  const out = createWriteStream(path);
  out.write(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  for (let index = 0; index < frames; index += 1) {
    if (!out.write(frame(index, width, height, noise))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
