/**
 * What of the strip the visitor sees (docs/using.md, Decorating the strip: Adding), measured in the
 * page: the viewport less the bottom sheet of the phone layout, when it is open over the page.
 */
import type { VisibleSpan } from '../../../model/sticker-placement.js';
import { scrollToShowAbove } from '../../../model/screen-fit.js';
import { STRIP_WIDTH } from '../../../model/strip.js';

/** The lowest row of the viewport the page shows: the top of a fixed sheet over it, if any. */
function visibleBottom(): number {
  const dock = document.querySelector('.sticker-dock');
  if (dock && getComputedStyle(dock).position === 'fixed') {
    return Math.min(window.innerHeight, dock.getBoundingClientRect().top);
  }
  return window.innerHeight;
}

/** The rows of the strip on screen, in strip units; null when it is not on screen at all. */
export function visibleSpan(preview: Element | null): VisibleSpan | null {
  if (!preview) return null;
  const rect = preview.getBoundingClientRect();
  if (rect.width === 0) return null;
  const scale = rect.width / STRIP_WIDTH;
  const top = Math.max(0, -rect.top) / scale;
  const bottom = (Math.min(rect.bottom, visibleBottom()) - rect.top) / scale;
  return bottom > top ? { top, bottom } : null;
}

const HIGHLIGHT_MS = 900;
/** Room left above the strip when the sheet opens, in CSS px. */
const ABOVE_STRIP = 8;

/**
 * When the phone's sheet opens with the strip's top further down the screen, scrolls the page
 * so the strip starts near the top: as much of it as can be seen is seen above the sheet.
 */
export function bringStripUp(preview: Element | null): void {
  if (!preview) return;
  const top = preview.getBoundingClientRect().top;
  if (top > ABOVE_STRIP) window.scrollBy({ top: top - ABOVE_STRIP, behavior: 'instant' });
}

/**
 * On a phone, where the selected photo's controls are a sheet fixed at the screen's foot:
 * scrolls the page so the selected photo lies above the sheet, in sight while it is zoomed or
 * moved. Nothing moves where the controls float beside the strip (wide screens).
 */
export function bringPhotoAboveSheet(stage: Element | null): void {
  const photo = stage?.querySelector('.strip-photo-button[data-selected]');
  const sheet = stage?.querySelector('.photo-controls');
  if (!photo || !sheet || getComputedStyle(sheet).position !== 'fixed') return;
  const delta = scrollToShowAbove(photo.getBoundingClientRect(), sheet.getBoundingClientRect().top);
  if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
}

/**
 * Brings a new sticker into view when it is not (its middle in the middle of what is seen,
 * above the sheet), then highlights it briefly so the eye finds it.
 */
export function revealSticker(sticker: HTMLElement): void {
  const rect = sticker.getBoundingClientRect();
  const bottom = visibleBottom();
  const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (rect.top < 0 || rect.bottom > bottom) {
    const middle = rect.top + rect.height / 2;
    window.scrollBy({ top: middle - bottom / 2, behavior: calm ? 'instant' : 'smooth' });
  }
  // A glow only: the sticker's box never changes, so a finger or pointer on it lands true.
  const glow = 'drop-shadow(0 0 4px #ffffff) drop-shadow(0 0 10px #ffb703)';
  if (typeof sticker.animate !== 'function') return;
  sticker.animate(
    calm
      ? [{ filter: glow }, { filter: 'none' }]
      : [
          { filter: glow },
          { filter: 'none', offset: 0.3 },
          { filter: glow, offset: 0.6 },
          { filter: 'none' },
        ],
    { duration: HIGHLIGHT_MS, easing: 'ease-out' },
  );
}
