import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { DecorationEvent } from '../../../model/decoration.js';
import {
  nextStickerId,
  placeSticker,
  type Point,
  type Sticker,
  type StickerContent,
} from '../../../model/sticker.js';
import { edgeSpot, faceRegions } from '../../../model/edge-placement.js';
import { aiStickerSize } from '../../../model/screen-fit.js';
import { freeSpot, visibleCentre } from '../../../model/sticker-placement.js';
import type { StripGeometry } from '../../../model/strip.js';
import { useT } from '../../lib/i18n/language.js';
import type { MessageKey } from '../../lib/i18n/message-key.js';
import { IMAGE_REFUSED, NOT_A_STICKER } from './editor-messages.js';
import { canExportImage } from './image-check.js';
import { visibleSpan } from './on-screen.js';
import { stickersAddedText } from './sticker-label.js';

/** A finger's tap on the empty preview places the next picked emoji there, for this long. */
export const TOUCH_POINT_MS = 15_000;

export interface StickerPlacementOptions {
  stickers: readonly Sticker[];
  geometry: StripGeometry;
  apply(event: DecorationEvent): void;
  /** The new sticker is selected (and shown: see the editor session). */
  select(id: number): void;
  /** An alert for the visitor (null clears it). */
  alert(message: MessageKey | null): void;
  /** A polite announcement, e.g. 'Sticker 🚀 added.' */
  announce(message: string): void;
  /** The strip preview on screen (what of it is seen decides where a sticker goes), if shown. */
  preview(): Element | null;
  /**
   * A new sticker's id, given those on the strip. Together mode passes the shared document's,
   * unlikely to clash with one another phone adds at the same moment; alone, nextStickerId.
   */
  newId?: (stickers: readonly Sticker[]) => number;
}

/**
 * Where a sticker goes: a point in strip units (a touch or a drop), or a choice made from the
 * stickers already on the strip (those added just before in the same batch included).
 */
export type Placement = Point | ((stickers: readonly Sticker[]) => Point);

export interface StickerPlacement {
  /** An emoji picked from the panel: where a finger just tapped, else where the visitor looks. */
  pick(char: string): void;
  /** One of the AI box's stickers, on an edge or a seam of the strip near where the visitor looks. */
  addImage(src: string): void;
  /** The AI box's stickers together, on the edges and seams, zigzagging down from near the eye. */
  addAll(sources: readonly string[]): void;
  /** An emoji or an image dropped on the preview, at that point in strip units. */
  drop(content: StickerContent, point: Point): void;
  /** A drop that is not a sticker (a photo file, plain text). */
  dropRefused(): void;
  /** A tap on the empty preview: a finger's is where the next picked emoji goes, for a while. */
  tapped(point: Point, pointerType: string): void;
}

/**
 * Placing a new sticker, however it comes (picked, dropped, the AI box's Add all): where it
 * goes (docs/using.md, Decorating the strip: Adding), then added centred there; the last one
 * added is selected. An image is tried first (see image-check.ts): one that could not be drawn
 * into the export is refused with a message, never added to break Collect Photo later. Several
 * added together are placed one after another, each seeing the ones before it, and undone at
 * once.
 */
export function useStickerPlacement(options: StickerPlacementOptions): StickerPlacement {
  const t = useT();
  const latest = useRef({ ...options, t });
  useEffect(() => {
    latest.current = { ...options, t };
  });
  /** Ids stay unique even for two adds within one millisecond, before a render. */
  const lastId = useRef(0);
  const touchPoint = useRef<{ point: Point; at: number } | null>(null);

  const add = useCallback(
    async (
      items: readonly { content: StickerContent; place: Placement; size?: number }[],
    ): Promise<void> => {
      const checks = await Promise.all(
        items.map(({ content }) => !('src' in content) || canExportImage(content.src)),
      );
      if (checks.includes(false)) {
        latest.current.alert(IMAGE_REFUSED);
        return;
      }
      const { geometry: bounds, apply, select, alert, announce } = latest.current;
      const translate = latest.current.t;
      const placed = [...latest.current.stickers];
      const added: Sticker[] = [];
      for (const { content, place, size } of items) {
        const { newId } = latest.current;
        const fresh = newId ? newId(placed) : nextStickerId(placed, Date.now());
        const id = Math.max(fresh, lastId.current + 1);
        lastId.current = id;
        const centre = typeof place === 'function' ? place(placed) : place;
        const sticker = placeSticker(id, content, centre, bounds, size);
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

  return useMemo(() => {
    /**
     * The centre of the strip on screen, nudged off the faces and the stickers already there
     * where the strip has room. A finger's tap is where the visitor chose, and is kept as is.
     */
    const whereLooking = (stickers: readonly Sticker[]) => {
      const { geometry, preview } = latest.current;
      const span = visibleSpan(preview());
      const around = visibleCentre(geometry, span);
      return freeSpot(around, stickers, geometry, span, undefined, faceRegions(geometry.photos));
    };
    /**
     * The AI box's stickers keep off faces: on the strip's edges, corners and the seams between
     * the photos, the nearest the part on screen first (edge-placement.ts).
     */
    const offFaces = (stickers: readonly Sticker[]) => {
      const { geometry, preview } = latest.current;
      const centre = visibleCentre(geometry, visibleSpan(preview()));
      return edgeSpot(geometry, stickers, centre, aiSize());
    };
    /** An AI sticker is a part of a photo, whatever the screen shows the strip at. */
    const aiSize = () => {
      const photo = latest.current.geometry.photos[0];
      return photo ? aiStickerSize(photo) : undefined;
    };
    return {
      pick(char) {
        // Where a finger last tapped the empty preview, when that was a moment ago, else where
        // the visitor is looking (docs/using.md, Decorating the strip: Adding).
        const touched = touchPoint.current;
        touchPoint.current = null;
        const place =
          touched && Date.now() - touched.at < TOUCH_POINT_MS ? touched.point : whereLooking;
        void add([{ content: { char }, place }]);
      },
      addImage(src) {
        void add([{ content: { src }, place: offFaces, size: aiSize() }]);
      },
      addAll(sources) {
        void add(sources.map((src) => ({ content: { src }, place: offFaces, size: aiSize() })));
      },
      drop(content, point) {
        void add([{ content, place: point }]);
      },
      dropRefused() {
        latest.current.alert(NOT_A_STICKER);
      },
      tapped(point, pointerType) {
        touchPoint.current = pointerType === 'touch' ? { point, at: Date.now() } : null;
      },
    };
  }, [add]);
}
