/**
 * The pure rules for bringing photos in: which files to try, how big a kept photo is, and how
 * picks add up. No DOM here, so they are tested without a browser.
 */
import { POSE_COUNTS } from '../../../model/layouts.js';
import type { MessageKey, Translate } from '../i18n/message-key.js';

/** The long side of a kept photo: enough for the strip, small enough to keep many in storage. */
export const MAX_PHOTO_SIDE = 2048;

/** Photos kept across picks: the largest layout's pose count (only the first N are used). */
export const MAX_KEPT_PHOTOS: number = Math.max(...POSE_COUNTS);

export interface Size {
  width: number;
  height: number;
}

/** The size to draw a photo at: scaled down (never up) so its long side is at most `max`. */
export function targetSize(source: Size, max: number = MAX_PHOTO_SIDE): Size {
  const { width, height } = source;
  if (!(width > 0 && height > 0)) throw new RangeError(`Not an image size: ${width}×${height}`);
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const IMAGE_EXTENSIONS = /\.(avif|bmp|gif|heic|heif|ico|jpe?g|jfif|png|svg|tiff?|webp)$/i;

/**
 * Whether a picked file is worth decoding. The picker asks for images only, but a visitor can
 * still choose "All files", and some systems give photos no type: then the name decides.
 * Passing this is no promise; the decoder has the last word.
 */
export function looksLikeImage(file: { name: string; type: string }): boolean {
  if (file.type) return file.type.startsWith('image/');
  return IMAGE_EXTENSIONS.test(file.name);
}

/**
 * The message key for a file that could not be read (the photo picker's, and the editor's
 * Replace photo): its placeholder `fileName` names the file.
 */
export const UNREADABLE_PHOTO_KEY = 'layout.photoUnreadable' satisfies MessageKey;

/**
 * The message shown for a file that could not be read, naming it, in the language of `t`.
 * Without `t` (callers not yet translated), the source language's wording.
 */
export function unreadableMessage(fileName: string, t: Translate): string {
  return t(UNREADABLE_PHOTO_KEY, { fileName });
}

export interface Accumulated<T> {
  /** The photos kept, earlier picks first. */
  kept: T[];
  /** How many new photos did not fit under the cap. */
  dropped: number;
}

/** Adds a pick's photos after those already kept, keeping at most `cap` in all. */
export function accumulate<T>(
  existing: readonly T[],
  added: readonly T[],
  cap: number = MAX_KEPT_PHOTOS,
): Accumulated<T> {
  const room = Math.max(0, cap - existing.length);
  return {
    kept: [...existing.slice(0, cap), ...added.slice(0, room)],
    dropped: Math.max(0, added.length - room),
  };
}

/** How many photos are still missing before a layout of `poses` can go on (0 when enough). */
export function photosMissing(poses: number, photoCount: number): number {
  return Math.max(0, poses - photoCount);
}

/**
 * Photos the strip uses are the first `poses` of the list (the visit's rule, docs/using.md: Using the
 * booth). Tapping one moves it across: a used photo goes to the end, and the first unused one
 * takes its place; an unused photo takes the last used place, whose photo becomes the first
 * unused. The others keep their order.
 */
export function togglePhoto<T>(photos: readonly T[], index: number, poses: number): T[] {
  const photo = photos[index];
  if (photo === undefined || photos.length <= poses) return [...photos];
  const rest = photos.filter((_, at) => at !== index);
  if (index < poses) return [...rest, photo];
  return [...rest.slice(0, poses - 1), photo, ...rest.slice(poses - 1)];
}

/** The photos without the one at `index` (the next unused one moves up into its place). */
export function removePhoto<T>(photos: readonly T[], index: number): T[] {
  return photos.filter((_, at) => at !== index);
}
