/**
 * The visit as IndexedDB hands it back, checked before any screen uses it. What is stored there
 * may come from an older version of the app, another tab, or a hand in the developer tools:
 * `photos` null, a string or numbers once hung /edit on 'Loading your photos…' or broke /layout.
 * Whatever is not valid is dropped, so the screens start over from what is left.
 */
import { isFilterKey } from '../../../model/filter-keys.js';
import { POSE_COUNTS, isPoseCount } from '../../../model/layouts.js';
import type { PhotoSource, Visit } from './visit.js';

/** The largest layout's pose count: more photos are never kept (see features/layout). */
const MAX_PHOTOS = Math.max(...POSE_COUNTS);

function isPhotoSource(value: unknown): value is PhotoSource {
  return value === 'upload' || value === 'camera';
}

function isPhoto(value: unknown): value is Blob {
  return value instanceof Blob && value.size > 0;
}

export function visitFromStored(stored: unknown): Visit {
  const fields: Record<string, unknown> =
    typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const photos = Array.isArray(fields.photos) ? fields.photos.filter(isPhoto) : [];
  const source = isPhotoSource(fields.source) ? fields.source : null;
  return {
    layout: isPoseCount(fields.layout) ? fields.layout : null,
    source,
    photos: photos.slice(0, MAX_PHOTOS),
    // A visit kept before the photos knew their source: they came from the source chosen then.
    photosSource: isPhotoSource(fields.photosSource) ? fields.photosSource : source,
    ...(isFilterKey(fields.filter) ? { filter: fields.filter } : {}),
    // Checked field by field when the editor reads it (features/editor/restore-decoration.ts).
    ...(fields.decoration === undefined ? {} : { decoration: fields.decoration }),
  };
}
