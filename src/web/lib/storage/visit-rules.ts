/**
 * The visit as IndexedDB hands it back, checked before any screen uses it. What is stored there
 * may come from an older version of the app, another tab, or a hand in the developer tools:
 * `photos` null, a string or numbers once hung /edit on 'Loading your photos…' or broke /layout.
 * Whatever is not valid is dropped, so the screens start over from what is left.
 */
import { isFilterKey } from '../../../model/filter-keys.js';
import { isRandomId } from '../../../model/ids.js';
import { POSE_COUNTS, isPoseCount } from '../../../model/layouts.js';
import { CLIP_FRAME_COUNT, CLIP_MAX_SIDE } from '../../../model/living-strip.js';
import type { Clip, PhotoSource, Visit } from './visit.js';

/** The largest layout's pose count: more photos are never kept (see features/layout). */
const MAX_PHOTOS = Math.max(...POSE_COUNTS);

function isPhotoSource(value: unknown): value is PhotoSource {
  return value === 'upload' || value === 'camera';
}

function isPhoto(value: unknown): value is Blob {
  return value instanceof Blob && value.size > 0;
}

function isClipSide(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 2 && (value as number) <= CLIP_MAX_SIDE;
}

/**
 * A pose's clip as the capture made it (visit.ts, Clip), or null: the living strip plays every
 * frame at the clip's size, so a clip with a frame missing, a frame that is no image or a size
 * the capture never makes is no clip at all (the pose shows its photo).
 */
function clipFromStored(stored: unknown): Clip | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { frames, width, height } = stored as Record<string, unknown>;
  if (!Array.isArray(frames) || frames.length !== CLIP_FRAME_COUNT) return null;
  if (!frames.every(isPhoto) || !isClipSide(width) || !isClipSide(height)) return null;
  return { frames, width, height };
}

type Together = NonNullable<Visit['together']>;

function withTogether(together: Together | null): Pick<Visit, 'together'> {
  return together ? { together } : {};
}

/** The most people a room holds (model/together.ts ROOM_MAX_PEOPLE; not imported: no zod here). */
const MAX_NAMES = 6;

const isNames = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= MAX_NAMES &&
  value.every((name) => typeof name === 'string' && name !== '');

/**
 * A room as together mode keeps it, or null: a room id is 22 random characters (model/ids.ts);
 * its names only when they are a list of names.
 */
function togetherFromStored(stored: unknown): Together | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { room, names } = stored as Record<string, unknown>;
  if (typeof room !== 'string' || !isRandomId(room)) return null;
  return isNames(names) ? { room, names } : { room };
}

export function visitFromStored(stored: unknown): Visit {
  const fields: Record<string, unknown> =
    typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const source = isPhotoSource(fields.source) ? fields.source : null;
  // A visit kept before the photos knew their source: they came from the source chosen then.
  const photosSource = isPhotoSource(fields.photosSource) ? fields.photosSource : source;
  // Clips belong to camera photos only, each beside its photo: checked together, so a photo
  // dropped takes its clip with it and the rest stay in line.
  const storedClips =
    photosSource === 'camera' && Array.isArray(fields.clips) ? (fields.clips as unknown[]) : null;
  const kept = (Array.isArray(fields.photos) ? (fields.photos as unknown[]) : [])
    .map((photo, index) => ({ photo, clip: storedClips?.[index] }))
    .filter((pose): pose is { photo: Blob; clip: unknown } => isPhoto(pose.photo))
    .slice(0, MAX_PHOTOS);
  return {
    layout: isPoseCount(fields.layout) ? fields.layout : null,
    source,
    photos: kept.map((pose) => pose.photo),
    photosSource,
    ...(isFilterKey(fields.filter) ? { filter: fields.filter } : {}),
    // Checked field by field when the editor reads it (restore-decoration.ts).
    ...(fields.decoration === undefined ? {} : { decoration: fields.decoration }),
    ...(storedClips ? { clips: kept.map((pose) => clipFromStored(pose.clip)) } : {}),
    ...(typeof fields.live === 'boolean' ? { live: fields.live } : {}),
    ...withTogether(togetherFromStored(fields.together)),
  };
}
