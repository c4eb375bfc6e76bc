/**
 * The living strip's videos, made once per strip and card and kept for the page's life: the
 * video /download made is the one a letter then uploads, and a second press saves at once
 * (page-videos.ts holds the page's).
 */
import type { VideoType } from '../../../model/living-strip.js';
import { livingStripKey, type LivingStripInput } from './living-input.js';

/** The strip on its own, or centred on the 1080 × 1920 Story card. */
export type VideoCard = 'strip' | 'story';

export interface VideoFile {
  blob: Blob;
  type: VideoType;
  /** photostrip.mp4, photostrip-story.webm, …: the model's names (model/living-strip.ts). */
  fileName: string;
}

/** Makes a video; the browser's is lib/video's worker. */
export type MakeVideo = (input: LivingStripInput, card: VideoCard) => Promise<VideoFile>;

/** A few: a visitor makes one strip, maybe a second after Back. */
const KEPT = 4;

export interface LivingVideos {
  /** The video of this strip and card: the one made before, or a new one. */
  video(input: LivingStripInput, card: VideoCard): Promise<VideoFile>;
}

/**
 * Videos by strip and card. A failed one is forgotten, so the next press tries again; two
 * presses at once share one making.
 */
export function livingVideos(make: MakeVideo): LivingVideos {
  const made = new Map<string, Promise<VideoFile>>();
  return {
    video(input, card) {
      const key = `${card} ${livingStripKey(input)}`;
      let video = made.get(key);
      if (!video) {
        video = make(input, card);
        made.set(key, video);
        video.catch(() => made.delete(key));
        while (made.size > KEPT) made.delete(made.keys().next().value as string);
      }
      return video;
    },
  };
}
