// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectInput } from './collect-input.js';
import { renderAheadInWorker } from './collect-strip.js';
import { SPECULATION_PAUSE_MS, useSpeculativeStrip } from './use-speculative-strip.js';

vi.mock('./collect-strip.js', () => ({ renderAheadInWorker: vi.fn() }));
vi.mock('./worker-renderer.js', () => ({ canRenderInWorker: () => true }));

const first: CollectInput = {
  poseCount: 1,
  photos: [new Blob(['photo'])],
  decoration: { dateStamp: false, frameColour: '#E63946', stickers: [] },
  pixelsPerUnit: 2,
  date: new Date(2025, 5, 14),
  language: 'en',
  eventName: '',
};
const second = { ...first, decoration: { ...first.decoration, frameColour: '#000000' } };

/** Renders answered by the test: each call's input, and how to finish it. */
const renders: { input: CollectInput; finish(strip: Blob): void }[] = [];

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  renders.length = 0;
  vi.mocked(renderAheadInWorker).mockImplementation(
    (input) => new Promise((resolve) => renders.push({ input, finish: resolve })),
  );
});
afterEach(() => vi.useRealTimers());

describe('useSpeculativeStrip', () => {
  it('renders once, a pause after the last change, and hands the strip over', async () => {
    const { result, rerender } = renderHook((input) => useSpeculativeStrip(input), {
      initialProps: first,
    });
    await wait(SPECULATION_PAUSE_MS - 1);
    rerender(second);
    await wait(SPECULATION_PAUSE_MS - 1);
    expect(renders).toEqual([]);
    await wait(1);
    expect(renders.map((r) => r.input)).toEqual([second]);

    const strip = new Blob(['strip']);
    await act(async () => renders[0]!.finish(strip));
    expect(result.current.ready).toBe(true);
    expect(await result.current.take({ ...second })).toBe(strip);
    expect(result.current.take(first)).toBeNull();
  });

  it('lets the click wait for the render under way for its input', async () => {
    const { result } = renderHook((input) => useSpeculativeStrip(input), { initialProps: first });
    await wait(SPECULATION_PAUSE_MS);
    const taken = result.current.take(first);
    expect(taken).not.toBeNull();
    const strip = new Blob(['strip']);
    await act(async () => renders[0]!.finish(strip));
    expect(await taken).toBe(strip);
  });

  it('drops a stale strip and renders the new input once the worker is free', async () => {
    const { result, rerender } = renderHook((input) => useSpeculativeStrip(input), {
      initialProps: first,
    });
    await wait(SPECULATION_PAUSE_MS);
    rerender(second);
    await wait(SPECULATION_PAUSE_MS);
    // Still one render: the worker draws one speculative strip at a time.
    expect(renders).toHaveLength(1);
    await act(async () => renders[0]!.finish(new Blob(['stale'])));
    expect(result.current.ready).toBe(false);
    expect(result.current.take(first)).toBeNull();
    expect(renders.map((r) => r.input)).toEqual([first, second]);
  });

  it('renders nothing after the editor went', async () => {
    const { unmount } = renderHook((input) => useSpeculativeStrip(input), { initialProps: first });
    unmount();
    await wait(SPECULATION_PAUSE_MS * 2);
    expect(renders).toEqual([]);
  });
});
