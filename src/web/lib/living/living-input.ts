/**
 * What a living strip's video is made from (docs/using.md, "Living strips"): the visit's
 * photos, clips and decoration, as the editor collected the still strip from them, and the
 * moment's context (the date stamp's day, the language it is written in, the event's name).
 * The editor builds its CollectInput the same way (features/editor: editor-session.ts); this
 * reads the same stored visit, so /download and the letter make the video without the editor.
 */
import type { Decoration } from '../../../model/decoration.js';
import { stripGeometry } from '../../../model/strip.js';
import { restoreDecoration } from '../storage/restore-decoration.js';
import type { Clip, Visit } from '../storage/visit.js';

export interface LivingContext {
  date: Date;
  /** The app's language, which the date stamp is written in. */
  language: string;
  /** The event's name under the date stamp; '' outside an event. */
  eventName: string;
}

export interface LivingStripInput extends LivingContext {
  poseCount: number;
  /** The strip's photos in the visit's order (a replaced photo's Blob in its place). */
  photos: Blob[];
  /** clips[i] is photos[i]'s; null where a pose has none (it shows its still). */
  clips: (Clip | null)[];
  decoration: Decoration;
}

/**
 * The living strip of a visit, or null when it has none: the Live switch off, an upload visit
 * (no clips), no clip on any pose of the strip, or fewer photos than poses. `storedDecoration`
 * is what the editor would start from (its write-ahead copy, else the visit's).
 */
export function livingStripInput(
  visit: Visit,
  context: LivingContext,
  storedDecoration: unknown = visit.decoration,
): LivingStripInput | null {
  const poseCount = visit.layout;
  if (!visit.live || poseCount === null || !visit.clips) return null;
  if (visit.photos.length < poseCount) return null;
  const clips = Array.from({ length: poseCount }, (_, i) => visit.clips?.[i] ?? null);
  if (clips.every((clip) => clip === null)) return null;
  const geometry = stripGeometry(poseCount, { eventName: context.eventName !== '' });
  return {
    ...context,
    poseCount,
    photos: visit.photos.slice(0, poseCount),
    clips,
    decoration: restoreDecoration(storedDecoration, geometry, poseCount),
  };
}

/**
 * A text that differs when the input draws a different video, for keeping a video made once
 * (living-videos.ts): Blobs read back from IndexedDB are new objects on every read, so they
 * are told apart by their sizes and types, which a retake or a replaced photo changes.
 */
export function livingStripKey(input: LivingStripInput): string {
  const blob = (b: Blob) => `${b.size}:${b.type}`;
  return JSON.stringify([
    input.poseCount,
    input.photos.map(blob),
    input.clips.map((clip) => clip && [clip.width, clip.height, clip.frames.map(blob)]),
    input.decoration,
    input.decoration.dateStamp ? [input.date.toDateString(), input.language] : null,
    input.eventName,
  ]);
}
