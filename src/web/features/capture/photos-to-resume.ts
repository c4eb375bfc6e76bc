import type { PoseCount } from '../../../model/layouts.js';
import { photosFrom } from '../../lib/storage/visit-changes.js';
import { loadVisit } from '../../lib/storage/visit-store.js';
import type { Clip, Visit } from '../../lib/storage/visit.js';

/** Poses already taken: their photos and, in line with them, their clips (null for none). */
export interface TakenPoses {
  photos: Blob[];
  clips: (Clip | null)[];
}

function taken(visit: Visit, photos: Blob[]): TakenPoses {
  return { photos, clips: photos.map((_, index) => visit.clips?.[index] ?? null) };
}

/**
 * Photos of an unfinished sequence with the same layout, kept in the visit, so a reload in
 * the middle of a sequence resumes it instead of losing the photos already taken.
 */
export async function photosToResume(layout: PoseCount): Promise<TakenPoses> {
  const visit = await loadVisit();
  // Uploaded photos (kept while the visitor tries the camera) are never poses taken.
  const shot = photosFrom(visit, 'camera');
  return taken(visit, visit.layout === layout && shot.length < layout ? shot : []);
}

/**
 * The strip's photos for a retake of one pose from the editor: the visit's camera photos when
 * it holds the whole strip of this layout, else null (nothing to retake; a whole shoot starts).
 */
export async function photosToRetake(layout: PoseCount): Promise<TakenPoses | null> {
  const visit = await loadVisit();
  const shot = photosFrom(visit, 'camera');
  return shot.length >= layout ? taken(visit, shot.slice(0, layout)) : null;
}
