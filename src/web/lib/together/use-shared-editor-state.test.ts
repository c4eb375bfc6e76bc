// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Sticker } from '../../../model/sticker.js';
import { sharedUndoManager } from './shared-doc.js';
import { useSharedEditorState, type SharedEditorSource } from './use-shared-editor-state.js';

const emoji = (id: number, x = 10): Sticker => ({
  id,
  x,
  y: 20,
  width: 64,
  height: 64,
  rotation: 0,
  char: '⭐',
});

function phone(): SharedEditorSource {
  const doc = new Y.Doc();
  const origin = {};
  return { doc, origin, undoManager: sharedUndoManager(doc, origin) };
}

/** Two phones whose documents pass each change to the other at once, as the room does. */
function linkedPhones(): [SharedEditorSource, SharedEditorSource] {
  const a = phone();
  const b = phone();
  const remote = {};
  a.doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== remote) Y.applyUpdate(b.doc, update, remote);
  });
  b.doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== remote) Y.applyUpdate(a.doc, update, remote);
  });
  return [a, b];
}

describe('useSharedEditorState', () => {
  it('shows a change made on another phone, and undoes only its own', () => {
    const [a, b] = linkedPhones();
    const onA = renderHook(() => useSharedEditorState(a, 2));
    const onB = renderHook(() => useSharedEditorState(b, 2));
    expect(onA.result.current.canUndo).toBe(false);

    act(() => onA.result.current.apply({ type: 'StickerAdded', sticker: emoji(1) }));
    expect(onB.result.current.decoration.stickers).toEqual([emoji(1)]);
    expect(onB.result.current.canUndo).toBe(false);
    expect(onA.result.current.canUndo).toBe(true);

    act(() => onB.result.current.apply({ type: 'StickerChanged', sticker: emoji(1, 70) }));
    act(() => onB.result.current.apply({ type: 'FrameColourChosen', colour: '#010203' }));
    expect(onA.result.current.decoration.stickers).toEqual([emoji(1, 70)]);

    act(() => onB.result.current.undo());
    expect(onA.result.current.decoration.frameColour).not.toBe('#010203');
    expect(onA.result.current.decoration.stickers).toEqual([emoji(1, 70)]);
    expect(onB.result.current.canRedo).toBe(true);
    act(() => onB.result.current.redo());
    expect(onA.result.current.decoration.frameColour).toBe('#010203');
  });

  it('shares the photos’ framing for the strip’s poses', () => {
    const [a, b] = linkedPhones();
    const onA = renderHook(() => useSharedEditorState(a, 3));
    const onB = renderHook(() => useSharedEditorState(b, 3));
    act(() => onA.result.current.apply({ type: 'PhotoPanned', index: 2, offsetX: 5, offsetY: 6 }));
    expect(onB.result.current.decoration.photoFrames?.[2]).toEqual({
      source: 2,
      zoom: 1,
      offsetX: 5,
      offsetY: 6,
    });
  });

  it('does not re-render the editor when only the letter’s text changes', () => {
    const [a] = linkedPhones();
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useSharedEditorState(a, 0);
    });
    const before = renders;
    act(() => a.doc.getText('letter').insert(0, 'Hello'));
    expect(renders).toBe(before);
  });

  it('hands out sticker ids above those in use', () => {
    const source = phone();
    const { result } = renderHook(() => useSharedEditorState(source, 0));
    const id = result.current.newStickerId([emoji(Number.MAX_SAFE_INTEGER / 8)]);
    expect(id).toBeGreaterThan(Number.MAX_SAFE_INTEGER / 8);
  });
});
