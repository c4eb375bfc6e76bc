/**
 * The outer elements of an uploaded WebM (EBML, RFC 8794; Matroska, RFC 9559): the EBML
 * header, then one Segment and nothing after it; in the Segment only the elements a video of
 * ours holds, each no larger than it needs. The upload check walks them before parsing the
 * file, reading inside none but a Cluster of unknown size (to find where it ends):
 *
 * - an element that runs past the end of the file, or past its Segment: `damaged`;
 * - bytes after the Segment, an element a video of ours never holds (Attachments, Chapters,
 *   anything unknown), or Void, Tags or a header element over a few KB: `unknown_data`.
 *
 * A Segment of unknown size (a live recording's) runs to the end of the file, so bytes
 * appended to it are read as its children, and refused as unknown ones. What the Clusters hold
 * is counted by the check itself: the packets must make up nearly all of the file
 * (video-check.ts).
 */
import type { ContainerLayout } from './mp4-boxes.js';

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const VOID = 0xec;
const CRC32 = 0xbf;

const FEW_KB = 4 * 1024;

/** The Segment's children, each with the most bytes it may take (its header not counted). */
const SEGMENT_CHILDREN: ReadonlyMap<number, number> = new Map([
  [0x114d9b74, FEW_KB], // SeekHead
  [0x1549a966, FEW_KB], // Info
  [0x1654ae6b, 16 * 1024], // Tracks: a codec's private data (AV1's is a few dozen bytes)
  [0x1254c367, FEW_KB], // Tags
  [0x1c53bb6b, 64 * 1024], // Cues: a few bytes per key frame
  [CLUSTER, Infinity],
  [VOID, FEW_KB],
  [CRC32, 4],
]);

/** What a Cluster holds: timestamps, blocks (counted as packets), filler. */
const CLUSTER_CHILDREN: ReadonlySet<number> = new Set([
  0xe7, // Timestamp
  0xa7, // Position
  0xab, // PrevSize
  0xa3, // SimpleBlock
  0xa0, // BlockGroup
  0x5854, // SilentTracks
  VOID,
  CRC32,
]);

interface ElementHeader {
  id: number;
  /** null: unknown size (all its bits set). */
  size: number | null;
  /** Where its data starts. */
  start: number;
}

/** The number of bytes of a variable-length integer starting with `first` (0: invalid). */
function vintLength(first: number, max: number): number {
  for (let length = 1; length <= max; length += 1) {
    if (first & (0x80 >> (length - 1))) return length;
  }
  return 0;
}

/** The element header at `offset`, or null when it is malformed or cut short. */
function readHeader(bytes: Uint8Array, offset: number): ElementHeader | null {
  const idLength = offset < bytes.length ? vintLength(bytes[offset] ?? 0, 4) : 0;
  if (idLength === 0 || offset + idLength >= bytes.length) return null;
  let id = 0;
  for (let at = offset; at < offset + idLength; at += 1) id = id * 256 + (bytes[at] ?? 0);
  const sizeAt = offset + idLength;
  const first = bytes[sizeAt] ?? 0;
  const sizeLength = vintLength(first, 8);
  if (sizeLength === 0 || sizeAt + sizeLength > bytes.length) return null;
  const marker = 0x80 >> (sizeLength - 1);
  let size = first & (marker - 1);
  let unknown = size === marker - 1;
  for (let at = sizeAt + 1; at < sizeAt + sizeLength; at += 1) {
    const byte = bytes[at] ?? 0;
    size = size * 256 + byte;
    unknown &&= byte === 0xff;
  }
  if (unknown) return { id, size: null, start: sizeAt + sizeLength };
  if (!Number.isSafeInteger(size)) return null;
  return { id, size, start: sizeAt + sizeLength };
}

/**
 * Where a Cluster of unknown size ends: at the first element that is not a Cluster's child
 * (the next Cluster, the Cues), or at `end`; or why the Cluster is refused.
 */
function unsizedClusterEnd(
  bytes: Uint8Array,
  start: number,
  end: number,
): number | ContainerLayout {
  let offset = start;
  while (offset < end) {
    const child = readHeader(bytes, offset);
    if (!child) return 'damaged';
    if (!CLUSTER_CHILDREN.has(child.id)) {
      return SEGMENT_CHILDREN.has(child.id) ? offset : 'unknown_data';
    }
    if (child.size === null || child.start + child.size > end) return 'damaged';
    offset = child.start + child.size;
  }
  return offset;
}

export function webmLayout(bytes: Uint8Array): ContainerLayout {
  const header = readHeader(bytes, 0);
  if (!header || header.id !== EBML || header.size === null) return 'damaged';
  if (header.size > FEW_KB) return 'unknown_data';
  const segmentAt = header.start + header.size;
  const segment = readHeader(bytes, segmentAt);
  if (!segment) return 'damaged';
  if (segment.id !== SEGMENT) return 'unknown_data';
  const end = segment.size === null ? bytes.length : segment.start + segment.size;
  if (end > bytes.length) return 'damaged';
  let offset = segment.start;
  while (offset < end) {
    const child = readHeader(bytes, offset);
    if (!child) return 'damaged';
    const maxBytes = SEGMENT_CHILDREN.get(child.id);
    if (maxBytes === undefined) return 'unknown_data';
    if (child.size === null) {
      if (child.id !== CLUSTER) return 'damaged';
      const clusterEnd = unsizedClusterEnd(bytes, child.start, end);
      if (typeof clusterEnd !== 'number') return clusterEnd;
      offset = clusterEnd;
      continue;
    }
    if (child.start + child.size > end) return 'damaged';
    if (child.size > maxBytes) return 'unknown_data';
    offset = child.start + child.size;
  }
  // Nothing may follow the Segment: not a second one, not a payload.
  return end < bytes.length ? 'unknown_data' : 'known';
}
