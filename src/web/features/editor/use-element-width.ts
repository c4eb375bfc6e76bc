import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's width in CSS px, from a ResizeObserver: measured before the first paint and
 * again whenever it changes, so everything scaled from it is right from the first frame.
 */
export function useElementWidth(element: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    // The observer reports the first size too, before the first paint.
    const observer = new ResizeObserver(() => {
      setWidth(target.getBoundingClientRect().width || fallback);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, fallback]);
  return width;
}
