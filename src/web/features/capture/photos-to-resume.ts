import type { PoseCount } from '../../../model/layouts.js';
import { loadVisit } from '../../lib/storage/visit-store.js';

/**
 * Photos of an unfinished sequence with the same layout, kept in the visit, so a reload in
 * the middle of a sequence resumes it instead of losing the photos already taken.
 */
export async function photosToResume(layout: PoseCount): Promise<Blob[]> {
  const visit = await loadVisit();
  const unfinished =
    visit.source === 'camera' && visit.layout === layout && visit.photos.length < layout;
  return unfinished ? visit.photos : [];
}

/**
 * The strip's photos for a retake of one pose from the editor: the visit's camera photos when
 * it holds the whole strip of this layout, else null (nothing to retake; a whole shoot starts).
 */
export async function photosToRetake(layout: PoseCount): Promise<Blob[] | null> {
  const visit = await loadVisit();
  const whole = visit.source === 'camera' && visit.photos.length >= layout;
  return whole ? visit.photos.slice(0, layout) : null;
}
