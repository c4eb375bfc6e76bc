import type { PoseCount } from '../../../model/layouts.js';
import { photosFrom } from '../../lib/storage/visit-changes.js';
import { loadVisit } from '../../lib/storage/visit-store.js';

/**
 * Photos of an unfinished sequence with the same layout, kept in the visit, so a reload in
 * the middle of a sequence resumes it instead of losing the photos already taken.
 */
export async function photosToResume(layout: PoseCount): Promise<Blob[]> {
  const visit = await loadVisit();
  // Uploaded photos (kept while the visitor tries the camera) are never poses taken.
  const shot = photosFrom(visit, 'camera');
  return visit.layout === layout && shot.length < layout ? shot : [];
}

/**
 * The strip's photos for a retake of one pose from the editor: the visit's camera photos when
 * it holds the whole strip of this layout, else null (nothing to retake; a whole shoot starts).
 */
export async function photosToRetake(layout: PoseCount): Promise<Blob[] | null> {
  const shot = photosFrom(await loadVisit(), 'camera');
  return shot.length >= layout ? shot.slice(0, layout) : null;
}
