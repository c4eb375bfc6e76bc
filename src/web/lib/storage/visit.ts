/**
 * What a visit is: what a visitor chose and the photos they brought. Kept by visit-store.ts,
 * checked on the way back by visit-rules.ts; both read this shape.
 */
import type { FilterKey } from '../../../model/filter-keys.js';
import type { PoseCount } from '../../../model/layouts.js';

export type PhotoSource = 'upload' | 'camera';

export interface Visit {
  layout: PoseCount | null;
  source: PhotoSource | null;
  /** Uploaded or captured photos, in order; only the first `layout` are used. */
  photos: Blob[];
  /**
   * Where the photos came from. Choosing the other source on /layout keeps them (nothing is lost
   * by a tap); they only show where they came from (visit-changes.ts, photosFrom).
   */
  photosSource: PhotoSource | null;
  /** The filter the camera photos were taken with, so a retake from /edit matches them. */
  filter?: FilterKey;
  /**
   * The strip's decoration on /edit (stickers, frame colour, date stamp), as stored: the editor
   * checks it field by field (restore-decoration.ts). Visits kept before the editor existed have
   * none: the editor then starts from DEFAULT_DECORATION.
   */
  decoration?: unknown;
}

export const EMPTY_VISIT: Visit = { layout: null, source: null, photos: [], photosSource: null };
