/**
 * What a visit is: what a visitor chose and the photos they brought. Kept by visit-store.ts,
 * checked on the way back by visit-rules.ts; both read this shape.
 */
import type { FilterKey } from '../../../model/filter-keys.js';
import type { PoseCount } from '../../../model/layouts.js';

export type PhotoSource = 'upload' | 'camera';

/**
 * A pose's clip (src/model/living-strip.ts): CLIP_FRAME_COUNT JPEG frames around the shot,
 * mirrored and filtered like the photo, the shot at CLIP_SHOT_INDEX, all `width` × `height`
 * (the photo's shape, at most CLIP_MAX_SIDE).
 */
export interface Clip {
  frames: Blob[];
  width: number;
  height: number;
}

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
  /**
   * The camera poses' clips, beside `photos` (clips[i] is photos[i]'s; null where a pose has
   * none, e.g. a photo replaced by an upload). Absent for uploads. Dropped with the visit.
   */
  clips?: (Clip | null)[];
  /** The editor's Live switch: the strip is collected, downloaded and shared as a living strip. */
  live?: boolean;
  /**
   * Together mode (issue 29): the strip is a room's, made with friends on other phones. Set when
   * the room's photos are in (features/together); /edit then shares the decoration through the
   * room, and the letter names everyone. A new strip made alone drops it (visit-changes.ts).
   */
  together?: {
    room: string;
    /**
     * Who is in the room, in joining order, as /edit last heard it: the letter's `from` when
     * the room cannot answer any more (it ended, or this phone is offline).
     */
    names?: string[];
  };
}

export const EMPTY_VISIT: Visit = { layout: null, source: null, photos: [], photosSource: null };
