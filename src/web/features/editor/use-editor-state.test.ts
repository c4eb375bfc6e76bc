// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DECORATION, type Decoration } from '../../../model/decoration.js';
import { updateVisit } from '../../lib/storage/visit-store.js';
import { SAVE_DELAY_MS, useEditorState } from './use-editor-state.js';

vi.mock('../../lib/storage/visit-store.js', () => ({
  updateVisit: vi.fn(() => Promise.resolve()),
}));

/** The decorations written to the visit so far (each write waits for the one before). */
async function written(): Promise<unknown[]> {
  await act(() => vi.advanceTimersByTimeAsync(0));
  return vi.mocked(updateVisit).mock.calls.map(([change]) => change.decoration);
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(updateVisit).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

function editor(initial: Decoration = DEFAULT_DECORATION, unsaved = false) {
  return renderHook(() => useEditorState(initial, unsaved));
}

describe('useEditorState keeps the decoration with the visit', async () => {
  it('writes a change once the pause is over, not before', async () => {
    const { result } = editor();
    act(() => result.current.apply({ type: 'DateStampToggled', on: false }));
    await wait(SAVE_DELAY_MS - 1);
    expect(await written()).toEqual([]);
    await wait(1);
    expect(await written()).toEqual([{ ...DEFAULT_DECORATION, dateStamp: false }]);
  });

  it('writes only the last of quick changes', async () => {
    const { result } = editor();
    act(() => result.current.apply({ type: 'FrameColourChosen', colour: '#000000' }));
    act(() => result.current.apply({ type: 'FrameColourChosen', colour: '#E63946' }));
    await wait(SAVE_DELAY_MS);
    expect(await written()).toEqual([{ ...DEFAULT_DECORATION, frameColour: '#E63946' }]);
  });

  it('writes nothing for a change undone before the pause ended', async () => {
    const { result } = editor();
    act(() => result.current.apply({ type: 'DateStampToggled', on: false }));
    act(() => result.current.undo());
    await wait(SAVE_DELAY_MS);
    expect(result.current.decoration).toBe(DEFAULT_DECORATION);
    expect(await written()).toEqual([]);
  });

  it('writes at once when the page is hidden, and when the editor goes', async () => {
    const { result, unmount } = editor();
    act(() => result.current.apply({ type: 'DateStampToggled', on: false }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(await written()).toHaveLength(1);
    act(() => result.current.apply({ type: 'DateStampToggled', on: true }));
    unmount();
    expect(await written()).toEqual([
      { ...DEFAULT_DECORATION, dateStamp: false },
      DEFAULT_DECORATION,
    ]);
  });

  it('writes a decoration that is not in the visit yet (from the write-ahead copy)', async () => {
    editor({ ...DEFAULT_DECORATION, dateStamp: false }, true);
    await wait(SAVE_DELAY_MS);
    expect(await written()).toEqual([{ ...DEFAULT_DECORATION, dateStamp: false }]);
  });

  it('writes nothing when the editor only opened', async () => {
    const { unmount } = editor();
    await wait(SAVE_DELAY_MS);
    unmount();
    expect(await written()).toEqual([]);
  });
});
