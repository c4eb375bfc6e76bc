/**
 * What each frame of a living strip's video shows, and when the worker decodes the clip frames
 * it draws: frame k shows each pose's clip frame boomerangClipIndex(k) (src/model/living-strip.ts),
 * or its still photo where the pose has no clip. The shot itself (CLIP_SHOT_INDEX) is drawn
 * from the photo, not from its clip frame: the photo is the sharper picture of the same moment,
 * and so the first frame is the still strip exactly.
 *
 * A clip frame is decoded shortly before the frame that needs it and closed after the last
 * frame within the look-ahead that needs it: all six clips decoded at once would hold 195 MB.
 */
import { CLIP_SHOT_INDEX, boomerangClipIndex } from '../../../model/living-strip.js';

/** What one pose's box shows in a frame. */
type CellPicture = { kind: 'photo' } | { kind: 'clip'; index: number };

function cellPictureAt(frame: number, hasClip: boolean): CellPicture {
  if (!hasClip) return { kind: 'photo' };
  const index = boomerangClipIndex(frame);
  return index === CLIP_SHOT_INDEX ? { kind: 'photo' } : { kind: 'clip', index };
}

export interface FrameTime {
  /** Microseconds from the video's start, as WebCodecs counts. */
  timestamp: number;
  duration: number;
  /** Only the first: the video loops back to it, and players seek to it. */
  keyFrame: boolean;
}

/**
 * The frames' times in whole microseconds; each duration reaches the next frame's start, so the
 * durations add up to exactly frameCount / fps seconds (no drift over the loop).
 */
export function frameTimes(frameCount: number, fps: number): FrameTime[] {
  const at = (frame: number) => Math.round((frame * 1_000_000) / fps);
  return Array.from({ length: frameCount }, (_, frame) => ({
    timestamp: at(frame),
    duration: at(frame + 1) - at(frame),
    keyFrame: frame === 0,
  }));
}

/** A clip frame to decode: pose `source`'s frame `index`. */
export interface ClipFrameRef {
  key: string;
  source: number;
  index: number;
}

/**
 * The clip frames each video frame draws, for the poses (by source index) that have a clip.
 * A pose shown in two boxes is decoded once.
 */
export function clipFramesByFrame(
  frameCount: number,
  sourcesWithClips: readonly number[],
): ClipFrameRef[][] {
  const sources = [...new Set(sourcesWithClips)];
  return Array.from({ length: frameCount }, (_, frame) =>
    sources.flatMap((source) => {
      const picture = cellPictureAt(frame, true);
      if (picture.kind !== 'clip') return [];
      return [{ key: `${source}:${picture.index}`, source, index: picture.index }];
    }),
  );
}

export interface DecodeStep<T> {
  /** Start decoding these before drawing this frame (they are needed now or soon). */
  start: T[];
  /** Close these after drawing this frame: no frame within the look-ahead needs them. */
  release: string[];
}

/**
 * For each frame, the clip frames to start decoding (those needed from this frame to
 * `lookAhead` frames on, not held yet) and those to close once it is drawn. At most
 * (lookAhead + 1) frames' pictures are held at once; a picture needed again later than that is
 * decoded again (a JPEG of 480 × 360 decodes in about a millisecond; it holds 691 KB decoded).
 */
export function decodeSchedule<T extends { key: string }>(
  needs: readonly (readonly T[])[],
  lookAhead: number,
): DecodeStep<T>[] {
  const held = new Set<string>();
  return needs.map((_, frame) => {
    const start: T[] = [];
    for (let ahead = frame; ahead <= frame + lookAhead && ahead < needs.length; ahead += 1) {
      for (const item of needs[ahead] ?? []) {
        if (held.has(item.key)) continue;
        held.add(item.key);
        start.push(item);
      }
    }
    const soon = new Set(
      needs.slice(frame + 1, frame + 1 + lookAhead).flatMap((items) => items.map((i) => i.key)),
    );
    const release = [...held].filter((key) => !soon.has(key));
    for (const key of release) held.delete(key);
    return { start, release };
  });
}
