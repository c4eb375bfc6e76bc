import { revealBy } from './reveal-distance.js';

/**
 * Scrolls `box` into sight above `bar` (when the bar sticks over the screen's foot), smoothly
 * unless the visitor asked for less motion.
 */
export function revealAbove(box: HTMLElement, bar: HTMLElement | null): void {
  const barHeight = bar ? bar.getBoundingClientRect().height : 0;
  const by = revealBy(box.getBoundingClientRect(), window.innerHeight, barHeight, 12);
  if (by === 0) return;
  const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: by, behavior: calm ? 'instant' : 'smooth' });
}
