/**
 * The page's side of the video worker (docs/development.md, "The video worker"): a living
 * strip in, its video file out. Only where a worker can draw (OffscreenCanvas) and encode
 * (WebCodecs' VideoEncoder): encoding on the page would stall it, so elsewhere no video is
 * offered. The page only loads the stickers' pictures and posts the request.
 */
import type { Decoration } from '../../../model/decoration.js';
import { VIDEO_FPS, type VideoType } from '../../../model/living-strip.js';
import type { Clip } from '../storage/visit.js';
import { loadStickerPictures, stickerBitmaps } from '../strip/sticker-pictures.js';
import { canDrawInWorkers, workerClient } from '../workers/worker-client.js';
import { encoderConfig, encoderSupports } from './encoder-config.js';
import { livingVideoBitrate } from './video-bitrate.js';
import { chooseVideoFormat } from './video-format.js';
import { videoLayout, type VideoCard } from './video-layout.js';
import { videoFileName, type VideoRequest, type VideoResult } from './video-protocol.js';

export type { VideoCard } from './video-layout.js';
export { VIDEO_FAILURES } from './video-protocol.js';

function encodesInWorkers(): boolean {
  return (
    canDrawInWorkers() && typeof VideoEncoder !== 'undefined' && typeof VideoFrame !== 'undefined'
  );
}

const videoWorker = workerClient<VideoRequest, VideoResult>(
  () => new Worker(new URL('./video-worker.ts', import.meta.url), { type: 'module' }),
  { name: 'video', supported: encodesInWorkers },
);

/**
 * Whether this browser can make videos at all (a worker with OffscreenCanvas and
 * VideoEncoder, and it has not failed). False: offer no video.
 */
export function canMakeVideo(): boolean {
  return videoWorker.usable();
}

/**
 * Whether the encoder takes one of our formats for this strip's video (asked of the browser,
 * asynchronously; no work on the main thread). False: offer no video for it.
 */
export async function canMakeVideoOf(
  card: VideoCard,
  poseCount: number,
  eventName: string,
): Promise<boolean> {
  if (!canMakeVideo()) return false;
  const layout = videoLayout(card, poseCount, eventName);
  const format = await chooseVideoFormat(layout.width, layout.height, VIDEO_FPS, (format) =>
    encoderSupports(
      encoderConfig(format, layout, livingVideoBitrate(format.muxerCodec, layout), VIDEO_FPS),
    ),
  );
  return format !== null;
}

export interface LivingVideoInput {
  card: VideoCard;
  poseCount: number;
  decoration: Decoration;
  /** The date stamp's day. */
  date: Date;
  /** The app's language, which the date stamp is written in. */
  language: string;
  /** Written under the date stamp; '' outside event mode. */
  eventName: string;
  /** The visit's photos, in order. */
  photos: readonly Blob[];
  /** The visit's clips beside them (visit.clips); a pose without one shows its still photo. */
  clips: readonly (Clip | null)[];
}

export interface LivingVideo {
  blob: Blob;
  type: VideoType;
  /** photostrip.mp4 (or .webm), photostrip-story.mp4 (or .webm) for the Story card. */
  fileName: string;
}

/**
 * The living strip's video: frame k is the strip with each pose's boomerang clip frame,
 * BOOMERANG_FRAME_COUNT frames at VIDEO_FPS, looping. Rejects with one of VIDEO_FAILURES'
 * words when the browser cannot make it or a picture cannot be read.
 */
export async function makeLivingVideo(input: LivingVideoInput): Promise<LivingVideo> {
  const stickerImages = await stickerBitmaps(await loadStickerPictures(input.decoration));
  const result = await videoWorker.request({
    type: 'video',
    card: input.card,
    poseCount: input.poseCount,
    decoration: input.decoration,
    date: input.date.getTime(),
    language: input.language,
    eventName: input.eventName,
    photos: [...input.photos],
    clips: [...input.clips],
    stickerImages: [...stickerImages],
  });
  return { ...result, fileName: videoFileName(input.card, result.type) };
}
