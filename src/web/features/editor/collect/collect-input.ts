/**
 * What a strip is drawn from, and when two of them draw the same strip. Collect Photo renders
 * the strip ahead of the click and hands it over only when its input still equals the current
 * one, so the equality is the whole guarantee that the visitor gets what the preview shows.
 */
import type { Decoration } from '../../../../model/decoration.js';
import type { Sticker } from '../../../../model/sticker.js';

export interface CollectInput {
  poseCount: number;
  photos: readonly Blob[];
  decoration: Decoration;
  pixelsPerUnit: number;
  date: Date;
  /** The app's language, which the date stamp is written in. */
  language: string;
  /** The event's name written under the date stamp; '' outside event mode. */
  eventName: string;
}

/**
 * The day the date stamp shows, in the visitor's time zone (as stampText prints it). Only the
 * day is drawn, so two times on one day draw the same strip; a strip rendered before midnight
 * is stale after it.
 */
export function stampDay(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** Every field of the two stickers is equal (they are flat records of numbers and strings). */
function sameSticker(a: Sticker, b: Sticker): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof Sticker)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The same photo in each box, framed the same (none kept counts as the plain order). */
function sameFrames(a: Decoration, b: Decoration): boolean {
  const x = a.photoFrames ?? [];
  const y = b.photoFrames ?? [];
  return (
    x.length === y.length &&
    x.every((frame, i) => {
      const other = y[i];
      return (
        other !== undefined &&
        frame.source === other.source &&
        frame.replacement === other.replacement &&
        frame.zoom === other.zoom &&
        frame.offsetX === other.offsetX &&
        frame.offsetY === other.offsetY
      );
    })
  );
}

export function sameDecoration(a: Decoration, b: Decoration): boolean {
  if (a === b) return true;
  return (
    sameFrames(a, b) &&
    a.dateStamp === b.dateStamp &&
    a.frameColour === b.frameColour &&
    a.stickers.length === b.stickers.length &&
    a.stickers.every((sticker, i) => {
      const other = b.stickers[i];
      return other !== undefined && sameSticker(sticker, other);
    })
  );
}

/**
 * True when both inputs draw the same strip: the same photo Blobs (by identity: a new photo is
 * a new Blob), the same decoration, size, event name and stamp day. The date and the language
 * count only when the stamp is shown.
 */
export function sameInput(a: CollectInput, b: CollectInput): boolean {
  return (
    a.poseCount === b.poseCount &&
    a.pixelsPerUnit === b.pixelsPerUnit &&
    a.eventName === b.eventName &&
    a.photos.length === b.photos.length &&
    a.photos.every((photo, i) => photo === b.photos[i]) &&
    sameDecoration(a.decoration, b.decoration) &&
    (!a.decoration.dateStamp ||
      (stampDay(a.date) === stampDay(b.date) && a.language === b.language))
  );
}
