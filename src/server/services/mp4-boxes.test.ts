import { describe, expect, it } from 'vitest';
import { mp4BoxesFillFile } from './mp4-boxes.js';

/** A box of `size` bytes (its header included) of type `type`. */
function box(type: string, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  new DataView(bytes.buffer).setUint32(0, size);
  bytes.set(new TextEncoder().encode(type), 4);
  return bytes;
}
const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

describe('mp4BoxesFillFile', () => {
  it('is true when the boxes end where the file does', () => {
    expect(mp4BoxesFillFile(join(box('ftyp', 24), box('moov', 100), box('mdat', 500)))).toBe(true);
  });

  it('is false for a file cut inside its last box, or a byte longer than its boxes', () => {
    const file = join(box('ftyp', 24), box('mdat', 500));
    expect(mp4BoxesFillFile(file.subarray(0, file.length - 1))).toBe(false);
    expect(mp4BoxesFillFile(join(file, new Uint8Array(1)))).toBe(false);
    expect(mp4BoxesFillFile(new Uint8Array(0))).toBe(false);
  });

  it('reads 64-bit sizes, and a last box of size 0 runs to the end', () => {
    const large = new Uint8Array(40);
    const view = new DataView(large.buffer);
    view.setUint32(0, 1);
    large.set(new TextEncoder().encode('mdat'), 4);
    view.setBigUint64(8, 40n);
    expect(mp4BoxesFillFile(join(box('ftyp', 16), large))).toBe(true);
    view.setBigUint64(8, 41n);
    expect(mp4BoxesFillFile(join(box('ftyp', 16), large))).toBe(false);
    expect(
      mp4BoxesFillFile(join(box('ftyp', 16), box('mdat', 8).fill(0, 0, 4), new Uint8Array(9))),
    ).toBe(true);
  });

  it('refuses a size smaller than its own header (it would never move on)', () => {
    const tiny = box('free', 8);
    new DataView(tiny.buffer).setUint32(0, 4);
    expect(mp4BoxesFillFile(join(box('ftyp', 16), tiny))).toBe(false);
  });
});
