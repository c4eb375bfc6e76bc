/**
 * The editor's state in together mode: the same shape as features/editor's EditorState
 * (declared here structurally, since lib cannot import a feature), backed by the room's shared
 * document, so the editor renders remote changes as they land and undo takes back only this
 * phone's own changes.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import type { Decoration, DecorationEvent } from '../../../model/decoration.js';
import type { Sticker } from '../../../model/sticker.js';
import {
  applyEvent,
  decorationOf,
  sharedFrames,
  sharedStickerId,
  sharedStickers,
  sharedStrip,
} from './shared-doc.js';

export interface SharedEditorState {
  decoration: Decoration;
  apply(event: DecorationEvent): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** The id for a sticker added now: unlikely to clash with one another phone adds at once. */
  newStickerId(stickers: readonly Sticker[]): number;
}

/** What the state needs of a RoomConnection (room-connection-contract.ts). */
export interface SharedEditorSource {
  readonly doc: Y.Doc;
  readonly undoManager: Y.UndoManager;
  readonly origin: object;
}

interface EditorSnapshot {
  readonly decoration: Decoration;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

export interface SharedEditorStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): EditorSnapshot;
}

const UNDO_EVENTS = ['stack-item-added', 'stack-item-popped', 'stack-cleared'] as const;

/**
 * The decoration and undo state, read again only when the decoration's parts or the undo
 * stacks change (typing the letter's text does not re-render the editor).
 */
export function sharedEditorStore(source: SharedEditorSource, poses: number): SharedEditorStore {
  const read = (): EditorSnapshot => ({
    decoration: decorationOf(source.doc, poses),
    canUndo: source.undoManager.canUndo(),
    canRedo: source.undoManager.canRedo(),
  });
  let snapshot = read();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      const changed = () => {
        snapshot = read();
        listener();
      };
      const maps = [sharedStrip(source.doc), sharedStickers(source.doc), sharedFrames(source.doc)];
      for (const map of maps) map.observe(changed);
      for (const name of UNDO_EVENTS) source.undoManager.on(name, changed);
      // Whatever changed between the first read and subscribing (React reads it again).
      snapshot = read();
      return () => {
        for (const map of maps) map.unobserve(changed);
        for (const name of UNDO_EVENTS) source.undoManager.off(name, changed);
      };
    },
  };
}

/** `poses`: the strip's photos (the room's layout), whose framing is shared too. */
export function useSharedEditorState(source: SharedEditorSource, poses: number): SharedEditorState {
  const store = useMemo(() => sharedEditorStore(source, poses), [source, poses]);
  const { decoration, canUndo, canRedo } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getSnapshot,
  );
  const apply = useCallback(
    (event: DecorationEvent) => void applyEvent(source.doc, event, source.origin, poses),
    [source, poses],
  );
  const undo = useCallback(() => void source.undoManager.undo(), [source]);
  const redo = useCallback(() => void source.undoManager.redo(), [source]);
  const newStickerId = useCallback(
    (stickers: readonly Sticker[]) => sharedStickerId(stickers, Date.now()),
    [],
  );
  return { decoration, apply, undo, redo, canUndo, canRedo, newStickerId };
}
