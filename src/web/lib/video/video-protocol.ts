/**
 * Messages between a page and the video worker: a living strip's pictures and decoration in,
 * its video file out (docs/development.md, "The video worker").
 */
import type { Decoration } from '../../../model/decoration.js';
import {
  STORY_FILE_NAME,
  STORY_FILE_NAME_WEBM,
  VIDEO_FILE_NAME,
  VIDEO_FILE_NAME_WEBM,
  type VideoType,
} from '../../../model/living-strip.js';
import type { Clip } from '../storage/visit.js';
import type { Numbered, WorkerAnswer } from '../workers/worker-client.js';
import type { VideoCard } from './video-layout.js';

export interface VideoRequest {
  type: 'video';
  card: VideoCard;
  poseCount: number;
  decoration: Decoration;
  /** The date stamp's day, as a time value. */
  date: number;
  /** The app's language, which the date stamp is written in. */
  language: string;
  /** Written under the date stamp; '' for none. */
  eventName: string;
  /** The visit's photos in their order (each box shows the one its photo frame names). */
  photos: Blob[];
  /** clips[i] is photos[i]'s clip; null (or missing) where that pose shows its still photo. */
  clips: (Clip | null)[];
  /** Image stickers' pictures by address (copies: the page keeps its own). */
  stickerImages: [string, ImageBitmap][];
}

export interface VideoResult {
  blob: Blob;
  type: VideoType;
}

export type VideoMessage = Numbered<VideoRequest>;

export type VideoAnswer = WorkerAnswer<VideoResult>;

/**
 * Why the worker could not make the video, as its error's words: a page says each in the
 * visitor's language, anything else generically.
 */
export const VIDEO_FAILURES = {
  /** No codec this browser's encoder takes at the video's size. */
  unsupported: 'This browser cannot make a video of your strip.',
  unreadable: 'A photo or clip of your strip could not be read.',
} as const;

/** The file's name: photostrip.mp4, or .webm, and photostrip-story.* for the Story card. */
export function videoFileName(card: VideoCard, type: VideoType): string {
  const mp4 = type === 'video/mp4';
  if (card === 'story') return mp4 ? STORY_FILE_NAME : STORY_FILE_NAME_WEBM;
  return mp4 ? VIDEO_FILE_NAME : VIDEO_FILE_NAME_WEBM;
}
