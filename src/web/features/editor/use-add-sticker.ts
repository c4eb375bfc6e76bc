import { useCallback, useEffect, useRef } from 'react';
import type { DecorationEvent } from '../../../model/decoration.js';
import {
  nextStickerId,
  placeSticker,
  type Point,
  type Size,
  type Sticker,
  type StickerContent,
} from '../../../model/sticker.js';
import { useT } from '../../lib/i18n/language.js';
import type { MessageKey } from '../../lib/i18n/message-key.js';
import { IMAGE_REFUSED } from './editor-messages.js';
import { canExportImage } from './image-check.js';
import { stickersAddedText } from './sticker-label.js';

export interface AddStickerOptions {
  stickers: readonly Sticker[];
  bounds: Size;
  apply(event: DecorationEvent): void;
  /** The new sticker is selected (and shown: see Editor). */
  select(id: number): void;
  /** An alert for the visitor (null clears it). */
  alert(message: MessageKey | null): void;
  /** A polite announcement, e.g. 'Sticker 🚀 added.' */
  announce(message: string): void;
}

/**
 * Where a sticker goes: a point in strip units (a touch or a drop), or a choice made from the
 * stickers already on the strip (those added just before in the same batch included).
 */
export type Placement = Point | ((stickers: readonly Sticker[]) => Point);

/**
 * Adds stickers centred on their placements; the last one is selected. An image is tried
 * first (see image-check.ts): one that could not be drawn into the export is refused with a
 * message, never added to break Collect Photo later. Several added together (the AI box's
 * Add all) are placed one after another, each seeing the ones before it, and undone at once.
 */
export function useAddSticker(options: AddStickerOptions) {
  const t = useT();
  const latest = useRef({ ...options, t });
  useEffect(() => {
    latest.current = { ...options, t };
  });
  /** Ids stay unique even for two adds within one millisecond, before a render. */
  const lastId = useRef(0);

  return useCallback(
    async (items: readonly { content: StickerContent; place: Placement }[]): Promise<void> => {
      const checks = await Promise.all(
        items.map(({ content }) => !('src' in content) || canExportImage(content.src)),
      );
      if (checks.includes(false)) {
        latest.current.alert(IMAGE_REFUSED);
        return;
      }
      const { bounds, apply, select, alert, announce } = latest.current;
      const translate = latest.current.t;
      const placed = [...latest.current.stickers];
      const added: Sticker[] = [];
      for (const { content, place } of items) {
        const id = Math.max(nextStickerId(placed, Date.now()), lastId.current + 1);
        lastId.current = id;
        const centre = typeof place === 'function' ? place(placed) : place;
        const sticker = placeSticker(id, content, centre, bounds);
        placed.push(sticker);
        added.push(sticker);
      }
      const last = added.at(-1);
      if (!last) return;
      // One step to undo, however many were added together.
      apply(
        added.length === 1
          ? { type: 'StickerAdded', sticker: last }
          : { type: 'StickersAdded', stickers: added },
      );
      alert(null);
      select(last.id);
      announce(stickersAddedText(translate, added));
    },
    [],
  );
}
