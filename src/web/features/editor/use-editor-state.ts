import { useCallback, useEffect, useRef, useState } from 'react';
import type { Decoration, DecorationEvent } from '../../../model/decoration.js';
import { canRedo, canUndo } from '../../../model/history.js';
import { updateVisit } from '../../lib/visit-store.js';
import { dropPending, keepPending } from './pending-decoration.js';
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
 */
export function useEditorState(initial: Decoration, unsaved = false): EditorState {
  const [state, setState] = useState<EditorHistory>(() => startEditorHistory(initial));
  const decoration = state.history.present;
  useKeptDecoration(decoration, unsaved ? null : initial);

  const apply = useCallback((event: DecorationEvent) => {
    setState((current) => applyEvent(current, event, Date.now()));
  }, []);
  const undo = useCallback(() => setState(undoEditor), []);
  const redo = useCallback(() => setState(redoEditor), []);

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
 * write leaves a write-ahead copy until it is done (pending-decoration.ts).
 */
function useKeptDecoration(decoration: Decoration, stored: Decoration | null): void {
  const kept = useRef(stored);
  const pending = useRef<Decoration | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // One write at a time, in order, so an older decoration never lands after a newer one.
  const writes = useRef<Promise<unknown>>(Promise.resolve());

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (!next || next === kept.current) return;
    kept.current = next;
    const copy = keepPending(next);
    // updateVisit falls back to memory when IndexedDB fails, so it never rejects.
    writes.current = writes.current
      .then(() => updateVisit({ decoration: next }))
      .then(() => dropPending(copy));
  }, []);

  useEffect(() => {
    if (decoration === kept.current) return;
    pending.current = decoration;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_DELAY_MS);
  }, [decoration, flush]);

  useEffect(() => {
    const onHide = () => flush();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);
}
