/**
 * A living strip (docs/using.md, "Living strips"): every camera pose keeps a short clip around
 * its shot, and the strip plays them as a boomerang. This file holds the numbers the capture,
 * the editor's Live preview, the video export and the server's checks share, and the pure
 * arithmetic of which clip frame shows in which video frame.
 *
 * A clip is CLIP_FRAME_COUNT frames, CLIP_FRAME_MS apart, the shot at CLIP_SHOT_INDEX: from
 * one second before the shot to about half a second after it. Every clip has exactly these
 * frames (the capture resamples what the camera gave), so all poses of a strip move in step.
 */

/** The clip's frame rate and the video's: one clip frame per video frame. */
export const CLIP_FPS = 30;
export const CLIP_FRAME_MS = 1000 / CLIP_FPS;
/** Frames of a clip: 30 before the shot, the shot, 16 after (−1000 ms … +533 ms). */
export const CLIP_FRAME_COUNT = 47;
export const CLIP_SHOT_INDEX = 30;
/** A clip frame's longer side in pixels at most (JPEG, mirrored and filtered like the photo). */
export const CLIP_MAX_SIDE = 480;
/** The JPEG quality of clip frames: about 20–35 KB a frame at 480 × 360. */
export const CLIP_JPEG_QUALITY = 0.82;

/** The video's frame rate. */
export const VIDEO_FPS = CLIP_FPS;
/**
 * Video frames in one boomerang: forward to the clip's end, back to its start, forward to the
 * shot again. 2 × (47 − 1) = 92 frames, 3.07 s at 30 fps: over the 3 s Instagram asks for, and
 * the last frame leads into the first, so the video loops cleanly.
 */
export const BOOMERANG_FRAME_COUNT = 2 * (CLIP_FRAME_COUNT - 1);

/**
 * The exported strip video's pixels per strip unit: 600 px wide, like the GIF, while the still
 * PNG is 1,200. Encoding is nearly all of a video's time and grows faster than its pixels
 * (bench/video-encoder-cost.ts: 900 px costs about 3×, 1,200 px about 4–5× the 600 px video),
 * and the clips are 480 px frames, so a wider video would only enlarge the same pixels.
 */
export const VIDEO_PIXELS_PER_UNIT = 2;
/** The Story video's card: a strip centred on our paper, for Stories and Reels. */
export const STORY_WIDTH = 1080;
export const STORY_HEIGHT = 1920;
/** The bytes a video made here aims to stay under (Instagram and share sheets take it). */
export const VIDEO_TARGET_BYTES = 8 * 1024 * 1024;

/** What the server takes (src/server, POST /api/videos): refused above any of these. */
export const VIDEO_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 10;
export const VIDEO_MAX_WIDTH = 2048;
export const VIDEO_MAX_HEIGHT = 4096;
/** The containers the server takes, by their Content-Type, and the extension each is served with. */
export const VIDEO_TYPES = { 'video/mp4': 'mp4', 'video/webm': 'webm' } as const;
export type VideoType = keyof typeof VIDEO_TYPES;

/** The file names of the downloads (the still one stays photostrip.png). */
export const VIDEO_FILE_NAME = 'photostrip.mp4';
export const VIDEO_FILE_NAME_WEBM = 'photostrip.webm';
export const STORY_FILE_NAME = 'photostrip-story.mp4';
export const STORY_FILE_NAME_WEBM = 'photostrip-story.webm';

/**
 * The clip frame shown in video frame `k` (any integer; the boomerang repeats every
 * BOOMERANG_FRAME_COUNT frames): frame 0 is the shot, so the video starts on the still photo.
 * From there forward to the clip's last frame, back to its first, forward to the shot.
 */
export function boomerangClipIndex(k: number): number {
  const last = CLIP_FRAME_COUNT - 1;
  const period = BOOMERANG_FRAME_COUNT;
  const position = (((CLIP_SHOT_INDEX + k) % period) + period) % period;
  return position <= last ? position : period - position;
}

/** The times of a clip's frames, in ms from the shot (−1000, −966.7, …, 0, …, +533.3). */
function clipFrameTimes(): number[] {
  return Array.from(
    { length: CLIP_FRAME_COUNT },
    (_, index) => (index - CLIP_SHOT_INDEX) * CLIP_FRAME_MS,
  );
}

/**
 * Which of the camera's frames fills each clip frame: for each clip time, the index into
 * `frameTimes` (ms, rising, the camera's own clock) of the nearest frame, given the shot at
 * `shotTime` on that clock. A camera slower than CLIP_FPS repeats frames; a faster one skips.
 * Null when the frames do not cover the clip (empty).
 */
export function resampleClip(frameTimes: readonly number[], shotTime: number): number[] | null {
  if (frameTimes.length === 0) return null;
  let cursor = 0;
  return clipFrameTimes().map((offset) => {
    const target = shotTime + offset;
    while (
      cursor + 1 < frameTimes.length &&
      Math.abs((frameTimes[cursor + 1] ?? 0) - target) <=
        Math.abs((frameTimes[cursor] ?? 0) - target)
    ) {
      cursor += 1;
    }
    return cursor;
  });
}

/** The size of a clip frame for a camera picture `width` × `height`: the same shape, at most CLIP_MAX_SIDE. */
export function clipFrameSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, CLIP_MAX_SIDE / Math.max(width, height));
  return {
    width: Math.max(2, Math.round(width * scale)),
    height: Math.max(2, Math.round(height * scale)),
  };
}

/**
 * Where the strip sits on the Story card: centred, as large as fits inside a margin of 6 % of
 * the card's width, in whole even pixels (video encoders want even sizes).
 */
export function storyPlacement(
  stripWidth: number,
  stripHeight: number,
): { x: number; y: number; width: number; height: number } {
  const margin = Math.round(STORY_WIDTH * 0.06);
  const scale = Math.min(
    (STORY_WIDTH - 2 * margin) / stripWidth,
    (STORY_HEIGHT - 2 * margin) / stripHeight,
  );
  const even = (value: number) => Math.max(2, 2 * Math.floor(value / 2));
  const width = even(stripWidth * scale);
  const height = even(stripHeight * scale);
  return {
    x: Math.round((STORY_WIDTH - width) / 2),
    y: Math.round((STORY_HEIGHT - height) / 2),
    width,
    height,
  };
}
