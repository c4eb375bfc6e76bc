/**
 * How tall the strip on /download may be shown: whole within the screen below where it starts,
 * and on a phone (one column) never narrower than half the screen, even when a tall strip then
 * runs past the fold: seen big beats seen whole on a small screen, and the next step sits above
 * it there.
 */
export interface StripFitInput {
  /** The layout viewport, in CSS px. */
  viewport: { width: number; height: number };
  /** The top of the strip's image in the document (not the window), in CSS px. */
  top: number;
  /** What must stay visible under the image: its frame and a margin to the screen's edge. */
  below: number;
  /** The strip's height over its width. */
  ratio: number;
  /** One column, as on a phone. */
  narrow: boolean;
}

/** Never smaller than this, however short the window (a phone held sideways). */
const STRIP_MIN_HEIGHT = 192;

/** The image's max-height in CSS px; its width follows from its ratio and its column. */
export function stripMaxHeight({ viewport, top, below, ratio, narrow }: StripFitInput): number {
  const room = Math.floor(viewport.height - top - below);
  const halfScreen = narrow ? Math.ceil((viewport.width / 2) * ratio) : 0;
  return Math.max(room, halfScreen, STRIP_MIN_HEIGHT);
}
