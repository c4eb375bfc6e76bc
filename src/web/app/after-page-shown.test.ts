import { describe, expect, it, vi } from 'vitest';
import { afterPageShown, LOAD_WAIT_MS } from './after-page-shown.js';

function fakeWindow(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const page = {
    document: { readyState },
    addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
    requestAnimationFrame: (callback: () => void) => (frames.push(callback), frames.length),
    setTimeout: (run: () => void, at = 0) => (timers.push({ at, run }), timers.length),
  };
  return {
    page: page as unknown as Parameters<typeof afterPageShown>[0],
    load: () => listeners.forEach((listener) => listener()),
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
  it('runs after the load event, its frame and that frame’s paint, once', () => {
    const w = fakeWindow('interactive');
    const run = vi.fn();
    afterPageShown(w.page, run);
    w.frame();
    w.timers(0);
    expect(run).not.toHaveBeenCalled();
    w.load();
    w.frame();
    w.timers(0);
    expect(run).toHaveBeenCalledTimes(1);
    w.timers(LOAD_WAIT_MS);
    w.frame();
    w.timers(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a slow image longer than LOAD_WAIT_MS', () => {
    const w = fakeWindow('interactive');
    const run = vi.fn();
    afterPageShown(w.page, run);
    w.timers(LOAD_WAIT_MS);
    w.frame();
    w.timers(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts after the next paint when the page has loaded already', () => {
    const w = fakeWindow('complete');
    const run = vi.fn();
    afterPageShown(w.page, run);
    expect(run).not.toHaveBeenCalled();
    w.frame();
    w.timers(0);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
