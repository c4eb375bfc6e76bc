/**
 * When a visit starts a new strip (docs/using.md, the visit): the decoration belongs to the
 * strip's photos and the photos to the source they came from. Choosing the other source loses
 * nothing by itself: the old photos and their decoration are replaced only when the first photo
 * from the new source arrives (the first upload added, the first pose of a new shoot), so a
 * visitor who switches back before that finds everything as it was. Pure: each answers the
 * change to make to the visit. Clips (the living strip's) go with the camera's photos: uploads
 * and a new shoot drop the old ones.
 */
import type { Clip, PhotoSource, Visit } from './visit.js';

/**
 * A new strip: no decoration (stickers, frame colour, date stamp as they start), and made alone:
 * a room's strip (together mode) is replaced by photos chosen or shot here.
 */
const NEW_STRIP: Partial<Visit> = { decoration: undefined, together: undefined };

/** Whether a change begins a new strip (the write-ahead copy of the old one goes too). */
export function startsNewStrip(change: Partial<Visit>): boolean {
  return 'decoration' in change && change.decoration === undefined;
}

/**
 * The visit's photos if they came from `source`, else none: the camera's photos never show in
 * the upload box, and uploaded ones never pass for poses taken.
 */
export function photosFrom(visit: Visit, source: PhotoSource): Blob[] {
  return visit.photosSource === source ? visit.photos : [];
}

/**
 * The upload set changed on /layout (photos added, removed, taken onto or off the strip), from
 * the uploads the box showed. The camera's photos are replaced by the first upload added, on a
 * clean strip (no upload yet changes nothing). Among uploads: once no photo the strip used is
 * among the strip's photos any more, it is a new set and a clean strip; photos added aside, or
 * one photo of the strip swapped for another, keep it.
 */
export function photosChosen(visit: Visit, photos: Blob[], poses: number | null): Partial<Visit> {
  const uploads: Partial<Visit> = { photos, photosSource: 'upload', clips: undefined };
  if (visit.photosSource !== 'upload') {
    return photos.length === 0 ? {} : { ...uploads, ...NEW_STRIP };
  }
  const onStrip = (list: readonly Blob[]) => list.slice(0, poses ?? list.length);
  const before = onStrip(visit.photos);
  const after = onStrip(photos);
  const kept = before.some((photo) => after.includes(photo));
  return kept ? uploads : { ...uploads, ...NEW_STRIP };
}

/**
 * A shoot's poses so far (not a retake from the editor), with their clips (`clips[i]` is pose
 * i's, null while it is being made or where none could be). `holdsPhotos`: whether the visit's
 * photos are already this shoot's (it resumed them, or kept a pose). Until then, with no pose
 * taken, nothing changes (null): the photos and the strip from before stay. The first pose of
 * a new shoot replaces them, on a clean strip.
 */
export function posesTaken(
  poses: readonly Blob[],
  holdsPhotos: boolean,
  clips: readonly (Clip | null)[] = [],
): Partial<Visit> | null {
  const shot: Partial<Visit> = {
    photos: [...poses],
    photosSource: 'camera',
    clips: poses.map((_, index) => clips[index] ?? null),
  };
  if (holdsPhotos) return shot;
  return poses.length === 0 ? null : { ...shot, ...NEW_STRIP };
}

/**
 * A shoot cancelled: its photos and clips are not resumed later; photos from before it (none of
 * its poses taken) stay (null).
 */
export function shootCancelled(holdsPhotos: boolean): Partial<Visit> | null {
  return holdsPhotos ? { photos: [], clips: undefined } : null;
}

/**
 * The clips beside the photos the editor shows: a photo still the one the editor opened with
 * keeps its clip; one Replace photo brought in has none (null). Undo brings the photo back, and
 * with it its clip. Undefined for a visit that had no clips (uploads).
 */
export function clipsFollowing(
  opened: { photos: readonly Blob[]; clips?: readonly (Clip | null)[] },
  photos: readonly Blob[],
): (Clip | null)[] | undefined {
  const { clips } = opened;
  if (!clips) return undefined;
  return photos.map((photo, index) =>
    photo === opened.photos[index] ? (clips[index] ?? null) : null,
  );
}
