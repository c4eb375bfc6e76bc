/**
 * The ring of recent camera frames a pose's clip is cut from (docs/using.md, Living strips), as
 * pure bookkeeping: which frames to keep, when a shot has the frames it needs, and which frame
 * fills each clip frame. The clip worker (clip-worker.ts) keeps its JPEG frames in it.
 *
 * Times are the camera's own (ms, from the video frames' mediaTime), never the page's clock.
 */
import {
  CLIP_FRAME_COUNT,
  CLIP_FRAME_MS,
  CLIP_SHOT_INDEX,
  resampleClip,
} from '../../../model/living-strip.js';

export interface RingFrame<Item> {
  /** When the camera showed it, ms on the camera's clock. */
  readonly time: number;
  readonly item: Item;
}

/** The clip reaches this far before its shot (1000 ms). */
const CLIP_BEFORE_MS = CLIP_SHOT_INDEX * CLIP_FRAME_MS;
/** The clip reaches this far after its shot (533 ms). */
const CLIP_AFTER_MS = (CLIP_FRAME_COUNT - 1 - CLIP_SHOT_INDEX) * CLIP_FRAME_MS;
/**
 * Kept beyond what a clip needs, so the nearest frame to the clip's first time is still there
 * when the camera's frames come unevenly.
 */
const RING_MARGIN_MS = 150;
/**
 * A clip whose frames begin later than this before its shot is no clip (the camera had just
 * started, or the frames were lost): a clip mostly frozen on its first frame is no boomerang.
 */
const CLIP_LEAST_BEFORE_MS = CLIP_BEFORE_MS / 2;

/**
 * The ring with `frame` added, in time order, and the frames it drops: those older than any
 * clip may still need, a clip for a shot now or for each shot still `waiting` for its frames.
 * A frame whose time is already in the ring replaces nothing and is dropped itself.
 */
export function addToRing<Item>(
  ring: readonly RingFrame<Item>[],
  frame: RingFrame<Item>,
  waiting: readonly number[] = [],
): { ring: RingFrame<Item>[]; dropped: RingFrame<Item>[] } {
  if (ring.some((kept) => kept.time === frame.time)) return { ring: [...ring], dropped: [frame] };
  const all = [...ring, frame].sort((a, b) => a.time - b.time);
  const newest = all.at(-1)?.time ?? frame.time;
  const from = Math.min(newest, ...waiting) - CLIP_BEFORE_MS - RING_MARGIN_MS;
  return {
    ring: all.filter((kept) => kept.time >= from),
    dropped: all.filter((kept) => kept.time < from),
  };
}

/**
 * Whether the ring holds the frames a clip of the shot at `shotTime` needs: one at least as late
 * as the clip's last time (less half a frame, the nearest frame to it).
 */
export function clipCovered(ring: readonly RingFrame<unknown>[], shotTime: number): boolean {
  const newest = ring.at(-1)?.time;
  return newest !== undefined && newest >= shotTime + CLIP_AFTER_MS - CLIP_FRAME_MS / 2;
}

/**
 * The clip of the shot at `shotTime`: for each of its CLIP_FRAME_COUNT frames, the ring's nearest
 * item (a camera slower than the clip repeats frames, a faster one skips). Null when the ring
 * does not reach from CLIP_LEAST_BEFORE_MS before the shot to the clip's end.
 */
export function cutClip<Item>(ring: readonly RingFrame<Item>[], shotTime: number): Item[] | null {
  const first = ring[0];
  if (!first || first.time > shotTime - CLIP_LEAST_BEFORE_MS) return null;
  if (!clipCovered(ring, shotTime)) return null;
  const picks = resampleClip(
    ring.map((frame) => frame.time),
    shotTime,
  );
  if (!picks) return null;
  return picks.map((index) => {
    const frame = ring[index];
    if (!frame) throw new RangeError('A clip frame outside the ring');
    return frame.item;
  });
}
