/**
 * How the editor's parts fit the screen, as pure sums of sizes (CSS px or strip units): how
 * wide the strip preview is beside the controls on a wide screen, how far the page scrolls to
 * bring a photo above a bottom sheet, how large an AI sticker is added.
 */

/** The preview's width on a wide screen is at least this share of the viewport's height. */
export const PREVIEW_HEIGHT_SHARE = 0.4;
/** ...and at most this share of the viewport's width (the controls keep the rest). */
export const PREVIEW_WIDTH_SHARE = 0.4;
/** ...and never wider than this, in CSS px. */
export const MAX_PREVIEW_WIDTH = 480;
/**
 * The whole strip is shown on one screen whenever that leaves it at least this share of the
 * viewport's height wide (a 4-pose strip at 1280 × 800: about 200 px); a taller strip (6 poses)
 * would be too small to work on, and gets PREVIEW_HEIGHT_SHARE instead.
 */
export const WHOLE_STRIP_SHARE = 0.22;

export interface PreviewFit {
  /** The strip preview's width, in CSS px. */
  width: number;
  /** The strip and the parts around it (`chrome`) are in view together, on one screen. */
  fits: boolean;
}

/**
 * The width of the strip preview in the column beside the controls: the whole strip on one
 * screen when that leaves it at least WHOLE_STRIP_SHARE of the viewport's height wide, else at
 * least PREVIEW_HEIGHT_SHARE of it (a 6-pose strip is then taller than the screen, and the page
 * scrolls through it: faces and stickers stay large enough to work on). `aspect` is the strip's
 * width over its height, `chrome` the height of what the screen shows above and below the strip.
 * `alwaysWhole`: a kiosk's booth screen never scrolls, so the strip is whole there however small.
 */
export function previewFit(
  viewport: { readonly width: number; readonly height: number },
  aspect: number,
  chrome: number,
  alwaysWhole = false,
): PreviewFit {
  const whole = Math.max(0, (viewport.height - chrome) * aspect);
  const floor = viewport.height * PREVIEW_HEIGHT_SHARE;
  const ceiling = Math.min(MAX_PREVIEW_WIDTH, viewport.width * PREVIEW_WIDTH_SHARE);
  const large =
    alwaysWhole || whole >= viewport.height * WHOLE_STRIP_SHARE ? whole : Math.max(whole, floor);
  const width = Math.floor(Math.min(ceiling, large));
  return { width, fits: width / aspect + chrome <= viewport.height };
}

/** Room kept between a photo and a sheet's top edge (or the screen's top), in CSS px. */
const REVEAL_MARGIN = 12;

/**
 * How far to scroll the page (positive: down) so that a box (its top and bottom on screen, CSS
 * px) lies in the screen's part above a sheet whose top is at `sheetTop`: 0 when it already
 * does. A box taller than that part is brought to the top, so its upper part shows.
 */
export function scrollToShowAbove(
  box: { readonly top: number; readonly bottom: number },
  sheetTop: number,
  margin: number = REVEAL_MARGIN,
): number {
  const tooLow = box.bottom + margin - sheetTop;
  const tooHigh = margin - box.top;
  if (tooHigh > 0) return -tooHigh;
  if (tooLow <= 0) return 0;
  // Never further than putting the box's top at the top of the screen.
  return Math.min(tooLow, box.top - margin);
}

/** An AI sticker's side, as a share of its photo's height. */
export const AI_STICKER_SHARE = 0.4;

/**
 * The side of an AI sticker added to the strip, in strip units: a share of a photo's height, so
 * it is the same part of a photo on every strip and every screen (the preview's scale draws it).
 */
export function aiStickerSize(photo: { readonly height: number }): number {
  return Math.round(photo.height * AI_STICKER_SHARE);
}
