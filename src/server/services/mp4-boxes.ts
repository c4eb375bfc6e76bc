/**
 * The top-level boxes of an uploaded MP4 (ISO/IEC 14496-12, 4.2): each starts with its size
 * (32 bits; 1: a 64-bit size follows the type; 0: to the end of the file) and its type. The
 * upload check walks them before parsing the file, without reading inside any:
 *
 * - a file cut short ends inside its last box, which mediabunny reads without a word (it drops
 *   the packets past the end): `damaged`;
 * - a box of a type a video of ours never holds (`uuid`, `meta`, anything else), filler
 *   (`free`, `skip`, `wide`) or a small box larger than a few KB, or bytes after the last box:
 *   `unknown_data`. Such boxes are where a file carries a payload that is no video (served
 *   back byte for byte from our address). Refusing is simpler and safer than cutting them out:
 *   removing a box shifts the offsets the sample tables hold.
 *
 * What the large boxes hold (moov's tables, mdat's samples) is counted by the check itself:
 * the packets must make up nearly all of the file (video-check.ts).
 */

/** How a container's outer structure reads. */
export type ContainerLayout = 'known' | 'damaged' | 'unknown_data';

/** Filler boxes and small boxes: a few KB at most (mediabunny writes no filler but `reserve`). */
const FILLER_MAX_BYTES = 4 * 1024;
const SMALL_MAX_BYTES = 1024;
const INDEX_MAX_BYTES = 64 * 1024;

/**
 * The top-level boxes mediabunny (the app's encoder) writes, progressive or fragmented, each
 * with the most bytes it may take.
 */
const KNOWN_BOXES: ReadonlyMap<string, number> = new Map([
  ['ftyp', SMALL_MAX_BYTES],
  ['styp', SMALL_MAX_BYTES],
  ['moov', Infinity],
  ['mdat', Infinity],
  ['moof', Infinity],
  ['sidx', INDEX_MAX_BYTES],
  ['mfra', INDEX_MAX_BYTES],
  ['free', FILLER_MAX_BYTES],
  ['skip', FILLER_MAX_BYTES],
  ['wide', FILLER_MAX_BYTES],
]);

const typeAt = (bytes: Uint8Array, offset: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + 4));

export function mp4Layout(bytes: Uint8Array): ContainerLayout {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length === 0) return 'damaged';
  let offset = 0;
  while (offset < bytes.length) {
    const left = bytes.length - offset;
    // Too few bytes for a box header: a file cut there, not room for a payload.
    if (left < 8) return 'damaged';
    const maxBytes = KNOWN_BOXES.get(typeAt(bytes, offset + 4));
    if (maxBytes === undefined) return 'unknown_data';
    let size = view.getUint32(offset);
    let header = 8;
    if (size === 1) {
      if (left < 16) return 'damaged';
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = left;
    }
    // A size smaller than its own header would never move on.
    if (size < header || size > left) return 'damaged';
    if (size > maxBytes) return 'unknown_data';
    offset += size;
  }
  return 'known';
}
