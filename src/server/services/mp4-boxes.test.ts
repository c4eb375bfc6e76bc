import { describe, expect, it } from 'vitest';
import { mp4Layout } from './mp4-boxes.js';

/** A box of `size` bytes (its header included) of type `type`. */
function box(type: string, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  new DataView(bytes.buffer).setUint32(0, size);
  bytes.set(new TextEncoder().encode(type), 4);
  return bytes;
}
const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

describe('mp4Layout', () => {
  it('knows a file whose known boxes end where the file does, progressive or fragmented', () => {
    expect(mp4Layout(join(box('ftyp', 24), box('moov', 100), box('mdat', 500)))).toBe('known');
    expect(mp4Layout(join(box('ftyp', 24), box('mdat', 500), box('moov', 100)))).toBe('known');
    expect(
      mp4Layout(
        join(box('ftyp', 24), box('moov', 100), box('moof', 60), box('mdat', 500)),
        // mfra and a little filler too
      ),
    ).toBe('known');
    expect(
      mp4Layout(join(box('ftyp', 24), box('moov', 100), box('mdat', 50), box('free', 4096))),
    ).toBe('known');
  });

  it('finds a file cut inside its last box damaged, and a few bytes past its boxes', () => {
    const file = join(box('ftyp', 24), box('mdat', 500));
    expect(mp4Layout(file.subarray(0, file.length - 1))).toBe('damaged');
    expect(mp4Layout(join(file, new Uint8Array(1)))).toBe('damaged');
    expect(mp4Layout(new Uint8Array(0))).toBe('damaged');
  });

  it('refuses boxes our encoder never writes, filler over 4 KiB and bytes after the end', () => {
    const start = join(box('ftyp', 24), box('moov', 100), box('mdat', 500));
    for (const extra of [
      box('uuid', 9000),
      box('uuid', 24),
      box('meta', 40),
      box('free', 4097),
      box('skip', 100_000),
      box('ftyp', 2000),
    ]) {
      expect(mp4Layout(join(start, extra))).toBe('unknown_data');
    }
    // Bytes after the last box read as a box of no known type.
    expect(mp4Layout(join(start, new TextEncoder().encode('<html>hello, payload</html>')))).toBe(
      'unknown_data',
    );
  });

  it('reads 64-bit sizes, and a last box of size 0 runs to the end', () => {
    const large = new Uint8Array(40);
    const view = new DataView(large.buffer);
    view.setUint32(0, 1);
    large.set(new TextEncoder().encode('mdat'), 4);
    view.setBigUint64(8, 40n);
    expect(mp4Layout(join(box('ftyp', 16), large))).toBe('known');
    view.setBigUint64(8, 41n);
    expect(mp4Layout(join(box('ftyp', 16), large))).toBe('damaged');
    expect(mp4Layout(join(box('ftyp', 16), box('mdat', 8).fill(0, 0, 4), new Uint8Array(9)))).toBe(
      'known',
    );
  });

  it('finds a size smaller than its own header damaged (it would never move on)', () => {
    const tiny = box('free', 8);
    new DataView(tiny.buffer).setUint32(0, 4);
    expect(mp4Layout(join(box('ftyp', 16), tiny))).toBe('damaged');
  });
});
