import { describe, expect, it, vi } from 'vitest';
import { afterPageShown, LOAD_WAIT_MS, type PageWindow } from './after-page-shown.js';

function fakeWindow(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let paint: () => void = () => undefined;
  const painted = new Promise<void>((resolve) => (paint = resolve));
  const page: PageWindow = {
    document: { readyState },
    addEventListener: ((_type: string, listener: () => void) =>
      void listeners.push(listener)) as PageWindow['addEventListener'],
    requestAnimationFrame: (callback) => (frames.push(() => callback(0)), frames.length),
    setTimeout: ((run: () => void, at = 0) => (
      timers.push({ at, run }),
      timers.length
    )) as PageWindow['setTimeout'],
    firstPaint: () => painted,
  };
  /** Lets promise callbacks run. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    page,
    load: async () => (listeners.forEach((listener) => listener()), settle()),
    paint: async () => (paint(), settle()),
    frame: () => frames.splice(0).forEach((frame) => frame()),
    /** Runs the timers due at `at` ms, each once. */
    timers: (at: number) => {
      const due = timers.filter((timer) => timer.at === at);
      timers.splice(0, timers.length, ...timers.filter((timer) => timer.at !== at));
      due.forEach((timer) => timer.run());
    },
  };
}

describe('afterPageShown', () => {
  it('runs once the page has loaded and painted, after a frame and its paint, once', async () => {
    const w = fakeWindow('interactive');
    const run = vi.fn();
    afterPageShown(w.page, run);
    await w.load();
    w.frame();
    w.timers(0);
    expect(run).not.toHaveBeenCalled();
    await w.paint();
    w.frame();
    expect(run).not.toHaveBeenCalled();
    w.timers(0);
    expect(run).toHaveBeenCalledTimes(1);
    w.timers(LOAD_WAIT_MS);
    w.frame();
    w.timers(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event after the first paint', async () => {
    const w = fakeWindow('interactive');
    const run = vi.fn();
    afterPageShown(w.page, run);
    await w.paint();
    w.frame();
    w.timers(0);
    expect(run).not.toHaveBeenCalled();
    await w.load();
    w.frame();
    w.timers(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not wait longer than LOAD_WAIT_MS', () => {
    const w = fakeWindow('interactive');
    const run = vi.fn();
    afterPageShown(w.page, run);
    w.timers(LOAD_WAIT_MS);
    w.frame();
    w.timers(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('needs no load event when the page has loaded already', async () => {
    const w = fakeWindow('complete');
    const run = vi.fn();
    afterPageShown(w.page, run);
    await w.paint();
    w.frame();
    w.timers(0);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
