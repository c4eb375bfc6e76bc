import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import type { Sticker } from '../../../model/sticker.js';
import { useEditor } from './editor-session.js';
import { SelectionFrame } from './selection-frame.js';
import { stickerKeyAction } from './sticker-keys.js';
import { StickerView } from './sticker-view.js';
import { useStickerGestures } from './use-sticker-gestures.js';

interface StickerLayerProps {
  /** CSS px per strip unit. */
  scale: number;
  /** Where focus goes when the last sticker it could go to is deleted. */
  onFocusLost(): void;
}

function stickerIdOf(target: EventTarget): number | null {
  if (!(target instanceof HTMLElement) || target.dataset.stickerId === undefined) return null;
  return Number(target.dataset.stickerId);
}

/**
 * The stickers over the strip, bottom to top, and the selected one's frame over them all.
 * Pointer, focus and key events are handled here once for every sticker (by delegation), so
 * each sticker's view stays a plain memoised element.
 */
export function StickerLayer(props: StickerLayerProps) {
  const { scale } = props;
  const editor = useEditor();
  const { geometry: bounds, capturing, apply: onApply } = editor;
  const { selectedSticker: selectedId, selectSticker: onSelect } = editor;
  const stickers = editor.decoration.stickers;
  const root = useRef<HTMLDivElement>(null);
  /** After a Delete key, the sticker to focus next (or null: the preview). */
  const focusNext = useRef<number | null | undefined>(undefined);

  const onCommit = useCallback(
    (sticker: Sticker) => onApply({ type: 'StickerChanged', sticker }),
    [onApply],
  );
  const { draft, handlers } = useStickerGestures({
    stickers,
    selectedId,
    bounds,
    onSelect,
    onCommit,
    onEmptyTap: editor.emptyTap,
  });

  useLayoutEffect(() => {
    const next = focusNext.current;
    if (next === undefined) return;
    focusNext.current = undefined;
    const element =
      next === null
        ? null
        : root.current?.querySelector<HTMLElement>(`[data-sticker-id="${next}"]`);
    if (element) element.focus();
    else props.onFocusLost();
  });

  function remove(id: number, focus: 'next' | 'preview') {
    const index = stickers.findIndex((s) => s.id === id);
    // Focus moves to the sticker above the deleted one, else the one below, else the preview.
    const neighbour = focus === 'next' ? (stickers[index + 1] ?? stickers[index - 1]) : undefined;
    focusNext.current = neighbour?.id ?? null;
    onSelect(neighbour?.id ?? null);
    onApply({ type: 'StickerDeleted', id });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const id = stickerIdOf(event.target);
    const sticker = stickers.find((s) => s.id === id);
    if (!sticker) return;
    const action = stickerKeyAction(event);
    if (!action) {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onSelect(sticker.id);
      }
      return;
    }
    event.preventDefault();
    if (action.kind === 'delete') remove(sticker.id, 'next');
    else if (action.kind === 'deselect') onSelect(null);
    else {
      onSelect(sticker.id);
      onApply({ type: 'StickerChanged', sticker: action.change(sticker, bounds) });
    }
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const id = stickerIdOf(event.target);
    if (id !== null) onSelect(id);
  }

  const selected = draft?.id === selectedId ? draft : stickers.find((s) => s.id === selectedId);
  return (
    <div
      ref={root}
      className="sticker-layer"
      data-capturing={capturing ? '' : undefined}
      data-photo-selected={editor.selectedPhoto !== null ? '' : undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      {...handlers}
    >
      {stickers.map((sticker) => (
        <StickerView
          key={sticker.id}
          sticker={draft?.id === sticker.id ? draft : sticker}
          scale={scale}
          selected={sticker.id === selectedId}
        />
      ))}
      {selected && !capturing && (
        <SelectionFrame
          sticker={selected}
          scale={scale}
          strip={bounds}
          stickers={stickers}
          onDelete={() => remove(selected.id, 'preview')}
        />
      )}
    </div>
  );
}
