import { useLayoutEffect, useState, type RefObject } from 'react';
import { stripMaxHeight } from './strip-fit.js';

/** The phone layout of download-layout.css: one column below this width. */
const NARROW = '(max-width: 47.99rem)';
/** Between the strip's frame and the screen's bottom edge. */
const MARGIN = 16;

/**
 * The strip image's max-height (strip-fit.ts), measured before the first paint and again when
 * the window or anything above the strip changes size (a consent message, another language);
 * null until the image's ratio is known. The image's frame is its parent.
 */
export function useStripFit(
  image: RefObject<HTMLImageElement | null>,
  ratio: number | null,
): number | null {
  const [maxHeight, setMaxHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const target = image.current;
    if (!target || ratio === null) return;
    const measure = () => {
      const frame = target.parentElement ? getComputedStyle(target.parentElement) : null;
      const chrome = frame
        ? (parseFloat(frame.paddingBottom) || 0) + (parseFloat(frame.borderBottomWidth) || 0)
        : 0;
      setMaxHeight(
        stripMaxHeight({
          viewport: { width: window.innerWidth, height: window.innerHeight },
          top: target.getBoundingClientRect().top + window.scrollY,
          below: chrome + MARGIN,
          ratio,
          narrow: window.matchMedia(NARROW).matches,
        }),
      );
    };
    measure();
    // The page's size changes when what is above the strip does (and when the strip does,
    // which leaves its top where it was: no loop).
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [image, ratio]);
  return maxHeight;
}
