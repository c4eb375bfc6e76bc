import { useEffect, useState, type RefObject } from 'react';
import { liveCells, type LiveCells } from './live-cells.js';

/**
 * The Live preview's cells inside `observed` (the strip's photos): they play while the page is
 * shown and `observed` is on screen, and pause (their decoded frames let go) otherwise. Nothing
 * runs while no cell plays.
 */
export function useLiveCells(observed: RefObject<Element | null>): LiveCells {
  const [cells] = useState(liveCells);
  useEffect(() => {
    let shown = document.visibilityState !== 'hidden';
    let onScreen = true;
    const update = () => cells.setActive(shown && onScreen);
    const onVisibility = () => {
      shown = document.visibilityState !== 'hidden';
      update();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const element = observed.current;
    const observer =
      element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            onScreen = entries.at(-1)?.isIntersecting ?? true;
            update();
          })
        : null;
    if (element) observer?.observe(element);
    update();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      observer?.disconnect();
      // The cells remove themselves first (a child's effects end before its parent's).
      cells.dispose();
    };
  }, [cells, observed]);
  return cells;
}
