/**
 * How large the slideshow draws its strips, by how many are on screen, so a few strips early in
 * the party fill the screen as well as a full rotation does. Pure: the screen sets the sizes as
 * CSS variables (in vh, the screen's height: a 720p projector and a 1080p TV show the same).
 */
export interface ShowLayout {
  /** The height of each strip of the rotation, in vh. */
  readonly stripVh: number;
  /** The height of the strip in the spotlight, in vh. */
  readonly spotlightVh: number;
  /** The space between strips, in vh. */
  readonly gapVh: number;
}

/** The stage under the event's name is about 84vh: the tallest strip leaves room to drift. */
const TALLEST_VH = 72;

/**
 * The sizes for `rotation` strips in the rotation, with or without one in the spotlight: one or
 * two strips stand as tall as the stage allows with wide gaps; each more strip is a little
 * smaller and closer, so four side by side still fit beside the corner's QR code.
 */
export function showLayout(rotation: number, spotlight: boolean): ShowLayout {
  const count = Math.max(0, Math.floor(rotation));
  // 72, 72, 68, 64, … : the rotation's height for its count, never under 56.
  const alone = Math.max(56, TALLEST_VH - 4 * Math.max(0, count - 2));
  // While a new strip is lit the rotation steps back so it stands out.
  const stripVh = spotlight ? Math.min(alone, 60) - 4 * Math.max(0, count - 2) : alone;
  const shown = count + (spotlight ? 1 : 0);
  const gapVh = shown <= 2 ? 8 : shown === 3 ? 5 : 3;
  return { stripVh: Math.max(48, stripVh), spotlightVh: TALLEST_VH, gapVh };
}
