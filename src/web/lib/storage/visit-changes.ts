/**
 * When a visit starts a new strip (docs/using.md, the visit): the decoration belongs to the
 * strip's photos, so a new set of photos starts with a clean strip, and the photos belong to
 * the source they came from. Pure: each answers the change to make to the visit.
 */
import type { PhotoSource, Visit } from './visit.js';

/** A new strip: no decoration (stickers, frame colour, date stamp as they start). */
export const NEW_STRIP: Partial<Visit> = { decoration: undefined };

/** Whether a change begins a new strip (the write-ahead copy of the old one goes too). */
export function startsNewStrip(change: Partial<Visit>): boolean {
  return 'decoration' in change && change.decoration === undefined;
}

/**
 * Upload or camera chosen on /layout (or Upload instead on a refused camera). The photos came
 * from the other source: the camera's photos never show in the upload box, uploaded ones never
 * pass for a shoot to resume, and the new source starts a clean strip.
 */
export function sourceChosen(visit: Visit, source: PhotoSource): Partial<Visit> {
  if (visit.source === source) return { source };
  return { source, photos: [], ...NEW_STRIP };
}

/**
 * The upload set changed on /layout (photos added, removed, taken onto or off the strip): once
 * no photo the strip used is among the strip's photos any more, it is a new set of photos and
 * a clean strip. Photos added aside, or one photo of the strip swapped for another, keep it.
 */
export function photosChosen(visit: Visit, photos: Blob[], poses: number | null): Partial<Visit> {
  const onStrip = (list: readonly Blob[]) => list.slice(0, poses ?? list.length);
  const before = onStrip(visit.photos);
  const after = onStrip(photos);
  const kept = before.some((photo) => after.includes(photo));
  return kept ? { photos } : { photos, ...NEW_STRIP };
}
