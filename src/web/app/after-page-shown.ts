/** The longest the app waits for a slow image before it starts anyway. */
export const LOAD_WAIT_MS = 3000;

type PageWindow = Pick<Window, 'addEventListener' | 'requestAnimationFrame' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
};

/**
 * Calls `run` once the page has loaded what it shows (the load event, or LOAD_WAIT_MS at
 * most) and painted it: a frame, then a task after that frame's paint.
 */
export function afterPageShown(page: PageWindow, run: () => void): void {
  let started = false;
  const afterPaint = () => {
    if (started) return;
    started = true;
    page.requestAnimationFrame(() => page.setTimeout(run, 0));
  };
  if (page.document.readyState === 'complete') afterPaint();
  else {
    page.addEventListener('load', afterPaint, { once: true });
    page.setTimeout(afterPaint, LOAD_WAIT_MS);
  }
}
