/**
 * Draws a strip from the model onto a 2D canvas context: the frame colour, the photos
 * cover-cropped into their boxes (in the decoration's order, zoomed and panned by its photo frames), the date stamp and the event name under it, then the stickers
 * bottom to top. The preview
 * on /edit follows the same rules in CSS (object-fit: cover, the emoji at EMOJI_SCALE of its
 * box's height and centred in it with a line as tall as the box, image stickers filling their
 * box), so the download is what the visitor saw; e2e/editor-golden.test.ts compares the two.
 *
 * The context is typed as the few members used here, not as the DOM's
 * CanvasRenderingContext2D: the same code draws on a page canvas, an OffscreenCanvas, and a
 * recording fake in unit tests, and it compiles for the server, which has no DOM types.
 */
import type { Decoration } from '../model/decoration.js';
import { EMOJI_SCALE, isImageSticker, stickerCentre, type Sticker } from '../model/sticker.js';
import { readableInk } from '../model/colour.js';
import { frameAt, frameCrop } from '../model/photo-frame.js';
import { nameFont, stampFont, stampText, stripGeometry } from '../model/strip.js';

/**
 * The emoji font stack of the export and of the preview's emoji stickers: colour emoji fonts
 * first, so both draw the same glyphs.
 */
export const EMOJI_FONT_FAMILY =
  '"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", sans-serif';

/** An image the context can draw, with its intrinsic size (an ImageBitmap, an <img>, …). */
export interface SizedImage {
  readonly width: number;
  readonly height: number;
}

/** The part of TextMetrics that places a line of text: the font's ascent and descent. */
export interface FontBox {
  readonly fontBoundingBoxAscent: number;
  readonly fontBoundingBoxDescent: number;
}

/** The members of CanvasRenderingContext2D (or its Offscreen sibling) that drawStrip uses. */
export interface StripContext<Image> {
  fillStyle: string | object;
  font: string;
  textAlign: string;
  textBaseline: string;
  imageSmoothingEnabled?: boolean;
  imageSmoothingQuality?: string;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: Image, dx: number, dy: number, dw: number, dh: number): void;
  drawImage(
    image: Image,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dx: number,
    dy: number,
    dw: number,
    dh: number,
  ): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): FontBox;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(radians: number): void;
}

/** What to draw: the layout, the decoration, and the day the date stamp shows. */
export interface StripToDraw {
  readonly poseCount: number;
  readonly decoration: Decoration;
  readonly date: Date;
  /** The visitor's locale for the date; undefined means the runtime's default, as on screen. */
  readonly locale?: string;
  /** The event's name, written under the date stamp (docs/events.md). */
  readonly eventName?: string;
}

export interface StripImages<Image> {
  /**
   * The visit's photos in their order; each box shows the one its photo frame names (the
   * decoration's photoFrames, else the same index). A missing photo leaves its box in the frame
   * colour.
   */
  readonly photos: readonly (Image & SizedImage)[];
  /** Image stickers' pictures by address; a sticker whose picture is missing is skipped. */
  readonly stickerImages: ReadonlyMap<string, Image>;
}

/** The export's size in pixels for `poseCount` photos at `pixelsPerUnit` (taller with a name). */
export function stripPixelSize(
  poseCount: number,
  pixelsPerUnit: number,
  eventName = '',
  dateStamp = true,
): { width: number; height: number } {
  const { width, height } = stripGeometry(poseCount, { eventName: eventName !== '', dateStamp });
  return { width: Math.round(width * pixelsPerUnit), height: Math.round(height * pixelsPerUnit) };
}

/** The emoji font at `pixelsPerUnit` for a sticker `height` strip units high. */
export function emojiFont(height: number, pixelsPerUnit: number): string {
  return `${EMOJI_SCALE * height * pixelsPerUnit}px ${EMOJI_FONT_FAMILY}`;
}

/**
 * Writes one line of text centred on (x, y) the way CSS centres a line in a box as tall as its
 * line-height: the font's ascent and descent (not the em box) are centred, so the baseline sits
 * (ascent − descent) / 2 below the middle. The canvas's own 'middle' baseline uses the em box,
 * which for Fredoka and the colour emoji fonts lands a few pixels away from the preview.
 */
function fillCentredText<Image>(
  context: StripContext<Image>,
  text: string,
  x: number,
  y: number,
): void {
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  const box = context.measureText(text);
  context.fillText(text, x, y + (box.fontBoundingBoxAscent - box.fontBoundingBoxDescent) / 2);
}

export function drawStrip<Image>(
  context: StripContext<Image>,
  strip: StripToDraw,
  images: StripImages<Image>,
  pixelsPerUnit: number,
): void {
  const eventName = strip.eventName ?? '';
  const { decoration } = strip;
  const geometry = stripGeometry(strip.poseCount, {
    eventName: eventName !== '',
    dateStamp: decoration.dateStamp,
  });
  const px = (units: number) => units * pixelsPerUnit;

  context.fillStyle = decoration.frameColour;
  context.fillRect(0, 0, px(geometry.width), px(geometry.height));

  // Photos are downscaled (up to 2048 px into about 600): smooth them like the browser does.
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  const frames =
    decoration.photoFrames?.length === geometry.photos.length ? decoration.photoFrames : undefined;
  geometry.photos.forEach((box, index) => {
    const frame = frameAt(frames, index);
    const photo = images.photos[frame.source];
    if (!photo || photo.width <= 0 || photo.height <= 0) return;
    // Zoomed and panned as the visitor framed it; cover-cropped and centred by default.
    const { sx, sy, sw, sh } = frameCrop(photo, box, frame);
    context.drawImage(photo, sx, sy, sw, sh, px(box.x), px(box.y), px(box.width), px(box.height));
  });

  if (decoration.dateStamp) {
    context.fillStyle = readableInk(decoration.frameColour);
    context.font = stampFont(pixelsPerUnit);
    fillCentredText(
      context,
      stampText(strip.date, strip.locale),
      px(geometry.stamp.x),
      px(geometry.stamp.y),
    );
  }
  if (geometry.name) {
    // Shown with the stamp off too: the event's name is on every strip.
    context.fillStyle = readableInk(decoration.frameColour);
    context.font = nameFont(pixelsPerUnit);
    fillCentredText(context, eventName, px(geometry.name.x), px(geometry.name.y));
  }

  for (const sticker of decoration.stickers) {
    drawSticker(context, sticker, images.stickerImages, pixelsPerUnit);
  }
}

function drawSticker<Image>(
  context: StripContext<Image>,
  sticker: Sticker,
  stickerImages: ReadonlyMap<string, Image>,
  pixelsPerUnit: number,
): void {
  const image = isImageSticker(sticker) ? stickerImages.get(sticker.src) : undefined;
  if (isImageSticker(sticker) && !image) return;
  const width = sticker.width * pixelsPerUnit;
  const height = sticker.height * pixelsPerUnit;
  const centre = stickerCentre(sticker);
  context.save();
  context.translate(centre.x * pixelsPerUnit, centre.y * pixelsPerUnit);
  context.rotate((sticker.rotation * Math.PI) / 180);
  if (image) {
    context.drawImage(image, -width / 2, -height / 2, width, height);
  } else if ('char' in sticker) {
    context.fillStyle = '#000000';
    context.font = emojiFont(sticker.height, pixelsPerUnit);
    fillCentredText(context, sticker.char, 0, 0);
  }
  context.restore();
}
