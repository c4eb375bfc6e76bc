import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import type { DecorationEvent } from '../../../model/decoration.js';
import type { Point, Size, Sticker } from '../../../model/sticker.js';
import { SelectionFrame } from './selection-frame.js';
import { stickerKeyAction } from './sticker-keys.js';
import { StickerView } from './sticker-view.js';
import { useStickerGestures } from './use-sticker-gestures.js';

interface StickerLayerProps {
  stickers: readonly Sticker[];
  bounds: Size;
  /** CSS px per strip unit. */
  scale: number;
  selectedId: number | null;
  /** While Collect Photo captures the strip, nothing but the stickers shows. */
  capturing: boolean;
  onSelect(id: number | null): void;
  onApply(event: DecorationEvent): void;
  /** A tap on the preview where there is no sticker, in strip units. */
  onEmptyTap(point: Point, pointerType: string): void;
  /** Where focus goes when the last sticker it could go to is deleted. */
  onFocusLost(): void;
  /** A photo is selected: only the stickers take the pointer, the rest reaches the photos. */
  photoSelected?: boolean;
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
  const { stickers, bounds, scale, selectedId, capturing, onSelect, onApply } = props;
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
    onEmptyTap: props.onEmptyTap,
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
      data-photo-selected={props.photoSelected ? '' : undefined}
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
          onDelete={() => remove(selected.id, 'preview')}
        />
      )}
    </div>
  );
}
