/**
 * For the benchmarks that time a button to the file it saves (Collect Photo, Download
 * animation): run in the page from its start (addInitScript), it records the main thread's long
 * tasks and when the button and then the file's download link are clicked, in `window.bench`.
 */
export interface ClickToFile {
  clickAt: number;
  fileAt: number;
  tasks: { start: number; duration: number }[];
}

/** Serialised into the page by addInitScript: uses nothing from this file. */
export function instrumentClickToFile(buttonText: string): void {
  const bench: ClickToFile = { clickAt: 0, fileAt: 0, tasks: [] };
  (window as unknown as { bench: ClickToFile }).bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.tasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask' });
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (target?.closest?.('a[download]')) bench.fileAt = performance.now();
      else if (target?.textContent === buttonText) bench.clickAt = performance.now();
    },
    true,
  );
}
