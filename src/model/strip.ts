/**
 * The strip's geometry, in strip units: the strip is always STRIP_WIDTH units wide, and the
 * preview and the export only choose how many pixels one unit takes. Stickers are stored in
 * the same units, so they keep their place on a phone, on a desktop and in the 2× export.
 */
import { LANGUAGES } from './languages.js';

export const STRIP_WIDTH = 300;
export const STRIP_PADDING = 14;
export const PHOTO_GAP = 10;
/** Width over height of every photo box; photos are cover-cropped into it. */
export const PHOTO_ASPECT = 4 / 3;
/**
 * Room under the photos for the date stamp. Kept when the stamp is off, so turning it on or
 * off never moves the photos or pushes a sticker out of the strip.
 */
export const FOOTER_HEIGHT = 44;
export const STAMP_FONT_SIZE = 15;
/**
 * With an event name (docs/events.md) the footer grows by this much for a
 * second line under the date stamp; the photos above stay where they are.
 */
export const NAME_LINE_HEIGHT = 16;
/** The event name's line: a little smaller than the date stamp, in the same face and ink. */
export const NAME_FONT_SIZE = 12;
/** The date stamp's and the name's centres below the photos, when the strip carries a name. */
const STAMP_OFFSET_WITH_NAME = 20;
const NAME_OFFSET = 38;
/** The same font stack on screen and in the export (Fredoka is self-hosted). */
export const STAMP_FONT_FAMILY = "'Fredoka', 'Nunito', system-ui, sans-serif";
export const STAMP_FONT_WEIGHT = 600;
/**
 * The export is twice the preview's size, and never narrower than this (docs/using.md, "Collect
 * Photo and /download"): 4 px per strip unit, so a pose is about 1,090 px wide, sharp in a story
 * or a post, while the print keeps its true 2 × 6 in size (the PNG says nothing of inches).
 */
export const MIN_EXPORT_WIDTH = 1200;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface StripGeometry {
  readonly width: number;
  readonly height: number;
  readonly photos: readonly Box[];
  /** Centre of the date stamp's text line. */
  readonly stamp: TextLine;
  /** Centre of the event name's line, under the stamp; null for a strip without a name. */
  readonly name: TextLine | null;
}

/** The strip's outline and its photo boxes: what placing and moving stickers needs of it. */
export type StripBoxes = Pick<StripGeometry, 'width' | 'height' | 'photos'>;

export interface TextLine {
  readonly x: number;
  readonly y: number;
  readonly fontSize: number;
}

export interface StripOptions {
  /** The strip carries an event name: a taller footer with a second line. */
  readonly eventName?: boolean;
  /**
   * The date stamp is shown (unless said otherwise). A strip with neither stamp nor name ends
   * with the frame's margin under its last photo, not an empty footer band.
   */
  readonly dateStamp?: boolean;
}

/**
 * The strip's boxes and text lines for `poseCount` photos. An event name only makes the footer
 * taller (the photos, and so the stickers, keep their places); the name's line is there whether
 * or not the date stamp is shown. Without both, the footer is only the frame's margin: turning
 * the stamp off shortens the strip and moves nothing else.
 */
export function stripGeometry(poseCount: number, options: StripOptions = {}): StripGeometry {
  const count = Math.max(1, Math.floor(poseCount));
  const width = STRIP_WIDTH;
  const photoWidth = width - 2 * STRIP_PADDING;
  const photoHeight = photoWidth / PHOTO_ASPECT;
  const photos: Box[] = [];
  for (let i = 0; i < count; i += 1) {
    photos.push({
      x: STRIP_PADDING,
      y: STRIP_PADDING + i * (photoHeight + PHOTO_GAP),
      width: photoWidth,
      height: photoHeight,
    });
  }
  const photosBottom = STRIP_PADDING + count * photoHeight + (count - 1) * PHOTO_GAP;
  if (options.eventName) {
    return {
      width,
      height: photosBottom + FOOTER_HEIGHT + NAME_LINE_HEIGHT,
      photos,
      stamp: { x: width / 2, y: photosBottom + STAMP_OFFSET_WITH_NAME, fontSize: STAMP_FONT_SIZE },
      name: { x: width / 2, y: photosBottom + NAME_OFFSET, fontSize: NAME_FONT_SIZE },
    };
  }
  const footer = options.dateStamp === false ? STRIP_PADDING : FOOTER_HEIGHT;
  return {
    width,
    height: photosBottom + footer,
    photos,
    stamp: { x: width / 2, y: photosBottom + FOOTER_HEIGHT / 2, fontSize: STAMP_FONT_SIZE },
    name: null,
  };
}

/**
 * The photos' boxes in a collected strip image `pixelWidth` × `pixelHeight` px, in its pixels:
 * the pose count is read back from the image's shape (each pose adds its photo and a gap; an
 * event name's taller footer adds less than half of one), so a stored strip's poses are known
 * without anything stored beside it.
 */
export function photosOfStripImage(pixelWidth: number, pixelHeight: number): Box[] {
  const scale = pixelWidth / STRIP_WIDTH;
  const units = pixelHeight / scale;
  const pose = (STRIP_WIDTH - 2 * STRIP_PADDING) / PHOTO_ASPECT + PHOTO_GAP;
  const count = Math.max(1, Math.round((units - STRIP_PADDING - FOOTER_HEIGHT + PHOTO_GAP) / pose));
  return stripGeometry(count).photos.map((box) => ({
    x: box.x * scale,
    y: box.y * scale,
    width: box.width * scale,
    height: box.height * scale,
  }));
}

export interface SourceRect {
  readonly sx: number;
  readonly sy: number;
  readonly sw: number;
  readonly sh: number;
}

/**
 * The part of a source image that covers a box, centred: what CSS `object-fit: cover` shows,
 * so the export crops exactly like the preview.
 */
export function coverCrop(
  sourceWidth: number,
  sourceHeight: number,
  box: { readonly width: number; readonly height: number },
): SourceRect {
  const scale = Math.max(box.width / sourceWidth, box.height / sourceHeight);
  const sw = box.width / scale;
  const sh = box.height / scale;
  return { sx: (sourceWidth - sw) / 2, sy: (sourceHeight - sh) / 2, sw, sh };
}

/**
 * The part of a camera frame a photo keeps: the photo box's shape (PHOTO_ASPECT), centred, in
 * whole pixels. The camera's preview shows exactly this part (object-fit: cover in a box of that
 * shape), so the photo is what the visitor saw, and the strip's own cover crop leaves it whole.
 */
export function photoCrop(frameWidth: number, frameHeight: number): SourceRect {
  const crop = coverCrop(frameWidth, frameHeight, { width: PHOTO_ASPECT, height: 1 });
  const sw = Math.min(frameWidth, Math.round(crop.sw));
  const sh = Math.min(frameHeight, Math.round(crop.sh));
  return { sx: Math.round((frameWidth - sw) / 2), sy: Math.round((frameHeight - sh) / 2), sw, sh };
}

/** Pixels per strip unit for the export of a preview `previewWidth` CSS pixels wide. */
export function exportScale(previewWidth: number): number {
  return Math.max(2 * previewWidth, MIN_EXPORT_WIDTH) / STRIP_WIDTH;
}

/** The right-to-left mark: the stamp of a right-to-left language reads as one right-to-left line. */
const RIGHT_TO_LEFT_MARK = '\u200f';

/**
 * The date stamp: long month, day and year in the app's language (docs/using.md, "Controls and AI
 * box"); the preview, the Date stamp control and the collected strip all pass the language
 * shown, so the stamp never follows the browser's own locale instead. The strip is laid out
 * left to right in every language (its geometry never changes), so an Arabic stamp starts with
 * a right-to-left mark: without it the day's digits would stand apart at the left
 * ('24 2026 نوفمبر'), on the preview and the canvas alike.
 */
export function stampText(date: Date, language?: string): string {
  const text = date.toLocaleDateString(language, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const rtl = LANGUAGES.some((entry) => entry.code === language && entry.dir === 'rtl');
  return rtl ? RIGHT_TO_LEFT_MARK + text : text;
}

/** The CSS/canvas font of the date stamp at `pixelsPerUnit`. */
export function stampFont(pixelsPerUnit: number): string {
  return `${STAMP_FONT_WEIGHT} ${STAMP_FONT_SIZE * pixelsPerUnit}px ${STAMP_FONT_FAMILY}`;
}

/** The CSS/canvas font of the event name at `pixelsPerUnit`: the stamp's face, a size smaller. */
export function nameFont(pixelsPerUnit: number): string {
  return `${STAMP_FONT_WEIGHT} ${NAME_FONT_SIZE * pixelsPerUnit}px ${STAMP_FONT_FAMILY}`;
}
