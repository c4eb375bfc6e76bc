import { useEffect, type RefObject } from 'react';

/** Which edges of a row that scrolls sideways have more of it past them. */
type ScrollCue = 'none' | 'start' | 'end' | 'both';

/**
 * The row's cue from where it is scrolled: more past its end at first, past its start at the
 * end, past both between; none when it all fits. Right to left, scrollLeft runs from 0 to
 * negative, so the distance from the start is its size; a pixel's rounding counts as there.
 */
function scrollCue(row: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): ScrollCue {
  const hidden = row.scrollWidth - row.clientWidth;
  if (hidden <= 1) return 'none';
  const past = Math.abs(row.scrollLeft);
  if (past <= 1) return 'end';
  return past >= hidden - 1 ? 'start' : 'both';
}

/**
 * Keeps each row of pills under `within` told its cue, as `data-more` (capture.css fades the
 * pills at an edge with more past it): on scrolling, and when the row or a pill changes size (a
 * turn of the phone, another language). `rows` names the rows shown, to follow them as they
 * change.
 */
export function useScrollCues(within: RefObject<HTMLElement | null>, rows: string): void {
  useEffect(() => {
    const all = [...(within.current?.querySelectorAll<HTMLElement>('.radio-cards-options') ?? [])];
    const mark = (row: HTMLElement) => {
      row.dataset.more = scrollCue(row);
    };
    const listeners = all.map((row) => {
      const markRow = () => mark(row);
      markRow();
      row.addEventListener('scroll', markRow, { passive: true });
      return () => row.removeEventListener('scroll', markRow);
    });
    const resized =
      typeof ResizeObserver === 'function' ? new ResizeObserver(() => all.forEach(mark)) : null;
    for (const row of all) {
      resized?.observe(row);
      for (const pill of row.children) resized?.observe(pill);
    }
    return () => {
      resized?.disconnect();
      for (const stop of listeners) stop();
    };
  }, [within, rows]);
}
