/** The performance mark set as the app starts (its first chunk is asked for): after the first paint. */
export const APP_START_MARK = 'postbooth:app-start';

/** The longest the app waits for a slow image before it starts anyway. */
export const LOAD_WAIT_MS = 3000;

export type PageWindow = Pick<
  Window,
  'addEventListener' | 'requestAnimationFrame' | 'setTimeout'
> & {
  document: Pick<Document, 'readyState'>;
  /** Resolves once the page's first contentful paint has been presented. */
  firstPaint(): Promise<void>;
};

/**
 * Calls `run` once the page has loaded what it shows (the load event, or LOAD_WAIT_MS at
 * most) and has shown it: its first contentful paint presented, then a frame and a task after
 * that frame's paint (which shows an image that finished loading last).
 */
export function afterPageShown(page: PageWindow, run: () => void): void {
  let started = false;
  const afterPaint = () => {
    if (started) return;
    started = true;
    page.requestAnimationFrame(() => page.setTimeout(run, 0));
  };
  const loaded = new Promise<void>((resolve) => {
    if (page.document.readyState === 'complete') resolve();
    else page.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([loaded, page.firstPaint()]).then(afterPaint);
  page.setTimeout(afterPaint, LOAD_WAIT_MS);
}

/** This browser's first contentful paint (never, where paint timing is missing: the cap starts). */
export function browserFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined') return;
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing: LOAD_WAIT_MS starts the app.
    }
  });
}
