import { useCallback, useEffect, useRef, useState } from 'react';
import type { Decoration, DecorationEvent } from '../../../model/decoration.js';
import { canRedo, canUndo } from '../../../model/history.js';
import { useDebouncedSave } from '../../lib/hooks/use-debounced-save.js';
import { updateVisit } from '../../lib/storage/visit-store.js';
import { dropPending, keepPending } from '../../lib/storage/pending-decoration.js';
import {
  applyEvent,
  redoEditor,
  startEditorHistory,
  undoEditor,
  type EditorHistory,
} from './editor-history.js';

/** Changes are written this long after the last one (a drag commits once, keys repeat). */
export const SAVE_DELAY_MS = 150;

export interface EditorState {
  decoration: Decoration;
  /** Applies a fact to the decoration and records it, so it can be undone. */
  apply(event: DecorationEvent): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * The decoration being edited, with its undo history, kept with the visit: written shortly
 * after each change, and at once when the page is hidden or the editor goes (Collect Photo,
 * Back), so a reload or a return from /download shows it as it was. The history itself is not
 * kept: a reload starts a fresh one from the kept decoration. `unsaved`: the initial
 * decoration is not in the visit yet (it came from the write-ahead copy).
 *
 * `shared`: in together mode the room's shared document holds the decoration and its history
 * (useSharedEditorState); it is answered as is, and kept with the visit the same way, so a
 * reload, /download and a room that ended still have it. A session never switches between the
 * two.
 */
export function useEditorState(
  initial: Decoration,
  unsaved = false,
  shared: EditorState | null = null,
  /**
   * False while the shared document has not arrived (a room's connection opening, offline):
   * its empty decoration is not what the strip looks like, and must not replace the one the
   * visit keeps.
   */
  keep = true,
): EditorState {
  const [state, setState] = useState<EditorHistory>(() => startEditorHistory(initial));
  const decoration = shared ? shared.decoration : state.history.present;
  useKeptDecoration(decoration, unsaved || shared ? null : initial, keep);

  const apply = useCallback((event: DecorationEvent) => {
    setState((current) => applyEvent(current, event, Date.now()));
  }, []);
  const undo = useCallback(() => setState(undoEditor), []);
  const redo = useCallback(() => setState(redoEditor), []);

  if (shared) return shared;
  return {
    decoration,
    apply,
    undo,
    redo,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
  };
}

/**
 * Writes the decoration into the visit, debounced, flushed on pagehide and on unmount; each
 * write leaves a write-ahead copy until it is done (lib/storage/pending-decoration.ts). The latest
 * decoration is always the one scheduled, so a change undone before the pause ends writes
 * nothing.
 */
function useKeptDecoration(
  decoration: Decoration,
  stored: Decoration | null,
  enabled: boolean,
): void {
  const kept = useRef(stored);
  // One write at a time, in order, so an older decoration never lands after a newer one.
  const writes = useRef<Promise<unknown>>(Promise.resolve());

  const write = useCallback((next: Decoration) => {
    if (next === kept.current) return;
    kept.current = next;
    const copy = keepPending(next);
    // updateVisit falls back to memory when IndexedDB fails, so it never rejects.
    writes.current = writes.current
      .then(() => updateVisit({ decoration: next }))
      .then(() => dropPending(copy));
  }, []);
  const keepLater = useDebouncedSave(write, SAVE_DELAY_MS);

  useEffect(() => {
    if (enabled) keepLater(decoration);
  }, [decoration, keepLater, enabled]);
}
