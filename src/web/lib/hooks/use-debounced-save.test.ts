// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedSave } from './use-debounced-save.js';

const DELAY = 100;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const save = vi.fn<(value: string) => void>();
  const hook = renderHook(() => useDebouncedSave(save, DELAY));
  const keep = (value: string) => act(() => hook.result.current(value));
  return { save, keep, unmount: hook.unmount };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('useDebouncedSave', () => {
  it('saves the last value once the pause after it is over', () => {
    const { save, keep } = setup();
    keep('a');
    act(() => vi.advanceTimersByTime(DELAY - 10));
    keep('ab');
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(save.mock.calls).toEqual([['ab']]);
  });

  it('saves at once when the page is hidden, and not again after the pause', () => {
    const { save, keep } = setup();
    keep('a');
    setVisibility('hidden');
    expect(save.mock.calls).toEqual([['a']]);
    act(() => vi.advanceTimersByTime(DELAY));
    setVisibility('visible');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves at once on pagehide and when the component goes', () => {
    const { save, keep, unmount } = setup();
    keep('a');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    keep('b');
    unmount();
    expect(save.mock.calls).toEqual([['a'], ['b']]);
  });

  it('saves nothing when nothing waits', () => {
    const { save, unmount } = setup();
    setVisibility('hidden');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    unmount();
    expect(save).not.toHaveBeenCalled();
    setVisibility('visible');
  });

  it('stops listening once the component is gone', () => {
    const { save, keep, unmount } = setup();
    keep('a');
    unmount();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    act(() => vi.advanceTimersByTime(DELAY));
    expect(save).toHaveBeenCalledTimes(1);
  });
});
