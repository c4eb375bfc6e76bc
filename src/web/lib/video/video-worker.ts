/**
 * Off the main thread: turns a living strip into a video file (docs/development.md, "The video
 * worker"). Frame k is the strip drawn by drawStrip with each pose's clip frame of the boomerang
 * (frame-plan.ts), encoded by WebCodecs and muxed by mediabunny (video-sink.ts). Clip frames
 * are decoded a few frames ahead and closed after use, so memory stays bounded whatever the
 * pose count; the page only posts the request and receives the file.
 */
import {
  BOOMERANG_FRAME_COUNT,
  CLIP_FRAME_COUNT,
  VIDEO_FPS,
  VIDEO_TARGET_BYTES,
} from '../../../model/living-strip.js';
import { frameAt } from '../../../model/photo-frame.js';
import { stripGeometry } from '../../../model/strip.js';
import { preparePhoto } from '../strip/prepared-photo.js';
import { loadStampFont } from '../strip/worker-stamp-font.js';
import type { Clip } from '../storage/visit.js';
import { answerRequest } from '../workers/worker-client.js';
import { ClipPictures } from './clip-pictures.js';
import { clipFramesByFrame, decodeSchedule, frameTimes } from './frame-plan.js';
import { drawLivingFrame, storyBackground } from './living-frame.js';
import { livingVideoBitrate, retryBitrate } from './video-bitrate.js';
import { chooseVideoFormat, type VideoFormat } from './video-format.js';
import { videoLayout, type VideoLayout } from './video-layout.js';
import {
  VIDEO_FAILURES,
  type VideoAnswer,
  type VideoMessage,
  type VideoRequest,
  type VideoResult,
} from './video-protocol.js';
import { encoderConfig, encoderSupports } from './encoder-config.js';
import { openVideoSink } from './video-sink.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<VideoMessage>) => void) | null;
  postMessage(message: VideoAnswer): void;
  fonts: FontFaceSet;
}

const scope = self as unknown as WorkerScope;

/** Video frames whose clip frames are decoded ahead of the one being drawn. */
const LOOK_AHEAD = 3;

const stampFontReady = loadStampFont(scope.fonts);

const closeLater = (bitmap: Promise<ImageBitmap>) =>
  void bitmap.then((b) => b.close()).catch(() => undefined);

function unreadable(error: unknown): never {
  throw new Error(VIDEO_FAILURES.unreadable, { cause: error });
}

/** The photos the strip's boxes show (a photo may show in two boxes), by their index. */
function shownSources(request: VideoRequest): number[] {
  const geometry = stripGeometry(request.poseCount, { eventName: request.eventName !== '' });
  const { photoFrames } = request.decoration;
  const frames = photoFrames?.length === geometry.photos.length ? photoFrames : undefined;
  const sources = geometry.photos.map((_, index) => frameAt(frames, index).source);
  return [...new Set(sources)].filter((source) => request.photos[source] !== undefined);
}

/** A clip the worker can play: all its frames there. Anything else shows the still photo. */
function playable(clip: Clip | null | undefined): clip is Clip {
  return clip?.frames.length === CLIP_FRAME_COUNT;
}

async function encodeVideo(
  request: VideoRequest,
  layout: VideoLayout,
  format: VideoFormat,
  bitrate: number,
  stickerImages: ReadonlyMap<string, ImageBitmap>,
): Promise<ArrayBuffer> {
  const sources = shownSources(request);
  const stills = sources.map((source) => ({
    source,
    bitmap: preparePhoto(request.photos[source] ?? new Blob(), layout.pixelsPerUnit),
  }));
  for (const still of stills) still.bitmap.catch(() => undefined);
  const needs = clipFramesByFrame(
    BOOMERANG_FRAME_COUNT,
    sources.filter((source) => playable(request.clips[source])),
  );
  const schedule = decodeSchedule(needs, LOOK_AHEAD);
  const strip = {
    poseCount: request.poseCount,
    decoration: request.decoration,
    date: new Date(request.date),
    locale: request.language,
    eventName: request.eventName,
  };
  const pictures = new ClipPictures(request.clips);
  const canvas = new OffscreenCanvas(layout.width, layout.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context in the worker');
  const background = storyBackground(layout, request.decoration.frameColour);
  if (background) context.drawImage(background, 0, 0);
  const sink = await openVideoSink(format, encoderConfig(format, layout, bitrate, VIDEO_FPS));
  try {
    const stillImages = await Promise.all(stills.map((still) => still.bitmap)).catch(unreadable);
    for (const [frame, time] of frameTimes(BOOMERANG_FRAME_COUNT, VIDEO_FPS).entries()) {
      const step = schedule[frame] ?? { start: [], release: [] };
      pictures.start(step.start);
      const photos: ImageBitmap[] = [];
      stillImages.forEach((image, i) => (photos[sources[i] ?? i] = image));
      for (const ref of needs[frame] ?? []) {
        photos[ref.source] = await pictures.get(ref).catch(unreadable);
      }
      drawLivingFrame(context, layout, background, strip, { photos, stickerImages });
      await sink.add(canvas, time);
      pictures.release(step.release);
    }
    return await sink.finish(BOOMERANG_FRAME_COUNT);
  } catch (error) {
    sink.cancel();
    throw error;
  } finally {
    pictures.closeAll();
    for (const still of stills) closeLater(still.bitmap);
    background?.close();
  }
}

async function makeVideo(request: VideoRequest): Promise<VideoResult> {
  const stickerImages = new Map(request.stickerImages);
  try {
    const layout = videoLayout(
      request.card,
      request.poseCount,
      request.eventName,
      request.decoration.dateStamp,
    );
    const bitrateFor = (format: VideoFormat) => livingVideoBitrate(format.muxerCodec, layout);
    const format = await chooseVideoFormat(layout.width, layout.height, VIDEO_FPS, (candidate) =>
      encoderSupports(encoderConfig(candidate, layout, bitrateFor(candidate), VIDEO_FPS)),
    );
    if (!format) throw new Error(VIDEO_FAILURES.unsupported);
    if ((request.decoration.dateStamp || request.eventName !== '') && !(await stampFontReady)) {
      throw new Error('The date stamp font could not be loaded in the worker');
    }
    const bitrate = bitrateFor(format);
    let bytes = await encodeVideo(request, layout, format, bitrate, stickerImages);
    // An encoder that overshot its bitrate by a third: once more, asked for less.
    if (bytes.byteLength > VIDEO_TARGET_BYTES) {
      const lower = retryBitrate(bitrate, bytes.byteLength, VIDEO_TARGET_BYTES);
      bytes = await encodeVideo(request, layout, format, lower, stickerImages);
    }
    return { blob: new Blob([bytes], { type: format.type }), type: format.type };
  } finally {
    for (const picture of stickerImages.values()) picture.close();
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  answerRequest((answer) => scope.postMessage(answer), request.id, makeVideo(request));
};
