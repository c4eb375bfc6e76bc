/** A box's top and bottom on the screen, CSS px (getBoundingClientRect's). */
export interface Span {
  readonly top: number;
  readonly bottom: number;
}

/**
 * How far to scroll the page (positive: down) so a box is in sight between the screen's top and
 * the sticky bar at its foot, each with `margin` of air. A box taller than that room keeps its
 * top in sight, where the count of photos is; a box already in sight does not move.
 */
export function revealBy(
  box: Span,
  screenHeight: number,
  barHeight: number,
  margin: number,
): number {
  const top = margin;
  const bottom = screenHeight - barHeight - margin;
  if (box.bottom > bottom) return Math.max(0, Math.min(box.bottom - bottom, box.top - top));
  if (box.top < top) return box.top - top;
  return 0;
}
