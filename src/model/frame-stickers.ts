/**
 * Which stickers the animated strip's frames show, and where (docs/using.md, Collect Photo and
 * /download). A frame is laid out like a one-pose strip (animation-frames.ts): its photo at the
 * top, the footer under it. A sticker is never cut between frames: it belongs to the photo its
 * centre is on (its frame only), or, centred off every photo (the margin above the first photo,
 * the gap between two, the footer with the date), to every frame. Everything here is in strip
 * units.
 */
import { clampSticker, stickerCentre, type Sticker } from './sticker.js';
import { STRIP_PADDING, stripGeometry, type StripOptions } from './strip.js';

/** The photo (by index) whose frame alone shows the sticker, or 'every' frame. */
type StickerFrame = number | 'every';

/** A photo's rows, from its top to its bottom edge (a centre on an edge is on the photo). */
function rowsOf(box: { y: number; height: number }, y: number): boolean {
  return y >= box.y && y <= box.y + box.height;
}

function stickerFrame(
  sticker: Sticker,
  poseCount: number,
  options: StripOptions = {},
): StickerFrame {
  const { y } = stickerCentre(sticker);
  const index = stripGeometry(poseCount, options).photos.findIndex((box) => rowsOf(box, y));
  return index === -1 ? 'every' : index;
}

/**
 * The stickers frame `index` shows, moved into the frame, in the strip's order (bottom to top).
 * Each keeps its place against a photo: its own photo, or for one off the photos, the photo
 * above it (so one on the date stays on the date, one in a gap sits across the photo's lower
 * edge), or the first photo's top for one above it. Then it is kept inside the frame, whole.
 */
export function frameStickers(
  stickers: readonly Sticker[],
  poseCount: number,
  index: number,
  options: StripOptions = {},
): Sticker[] {
  const geometry = stripGeometry(poseCount, options);
  const frame = stripGeometry(1, options);
  const photoTop = (i: number) => geometry.photos[i]?.y ?? STRIP_PADDING;
  const shown: Sticker[] = [];
  for (const sticker of stickers) {
    const belongs = stickerFrame(sticker, poseCount, options);
    if (belongs !== 'every' && belongs !== index) continue;
    const { y } = stickerCentre(sticker);
    const anchor =
      belongs === 'every'
        ? Math.max(
            0,
            geometry.photos.findLastIndex((box) => box.y <= y),
          )
        : belongs;
    const moved = { ...sticker, y: sticker.y - photoTop(anchor) + STRIP_PADDING };
    shown.push(clampSticker(moved, frame));
  }
  return shown;
}
