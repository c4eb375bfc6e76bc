import { useCallback, useEffect, useRef } from 'react';
import type { DecorationEvent } from '../../../model/decoration.js';
import {
  nextStickerId,
  placeSticker,
  stickerName,
  type Point,
  type Size,
  type Sticker,
  type StickerContent,
} from '../../../model/sticker.js';
import { IMAGE_REFUSED_TEXT } from './editor-messages.js';
import { canExportImage } from './image-check.js';

export interface AddStickerOptions {
  stickers: readonly Sticker[];
  bounds: Size;
  apply(event: DecorationEvent): void;
  select(id: number): void;
  /** An alert for the visitor (null clears it). */
  alert(message: string | null): void;
  /** A polite announcement, e.g. 'Sticker 🚀 added.' */
  announce(message: string): void;
}

/**
 * Adds a sticker centred on a point and selects it. An image is tried first (see
 * image-check.ts): one that could not be drawn into the export is refused with a message,
 * never added to break Collect Photo later.
 */
export function useAddSticker(options: AddStickerOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  /** Ids stay unique even for two adds within one millisecond, before a render. */
  const lastId = useRef(0);

  return useCallback(async (content: StickerContent, centre: Point) => {
    if ('src' in content && !(await canExportImage(content.src))) {
      latest.current.alert(IMAGE_REFUSED_TEXT);
      return;
    }
    const { stickers, bounds, apply, select, alert, announce } = latest.current;
    const id = Math.max(nextStickerId(stickers, Date.now()), lastId.current + 1);
    lastId.current = id;
    const sticker = placeSticker(id, content, centre, bounds);
    alert(null);
    apply({ type: 'StickerAdded', sticker });
    select(id);
    announce(`${stickerName(sticker)} added.`);
  }, []);
}
