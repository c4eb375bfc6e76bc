/**
 * The decoration of a strip (date stamp, frame colour, stickers) and the facts that change it,
 * applied to immutable state. The editor records each applied fact in its history, so every
 * change on /edit can be undone.
 */
import { DEFAULT_FRAME_COLOUR } from './palette.js';
import type { Sticker } from './sticker.js';
import { clampZoom, resetFrame, swapFrames, type PhotoFrame } from './photo-frame.js';
import { stickersAfterSwap } from './photo-stickers.js';
import type { StripBoxes } from './strip.js';

export interface Decoration {
  readonly dateStamp: boolean;
  readonly frameColour: string;
  /** Bottom to top: the last one is drawn over the others. */
  readonly stickers: readonly Sticker[];
  /**
   * Box by box, top to bottom: which photo it shows and how it is framed (photo-frame.ts). The
   * editor fills it in for its strip; none (or one of another length) means the visit's photos
   * in order, cover-cropped and centred.
   */
  readonly photoFrames?: readonly PhotoFrame[];
}

export const DEFAULT_DECORATION: Decoration = {
  dateStamp: true,
  frameColour: DEFAULT_FRAME_COLOUR,
  stickers: [],
};

export type DecorationEvent =
  | { readonly type: 'DateStampToggled'; readonly on: boolean }
  | { readonly type: 'FrameColourChosen'; readonly colour: string }
  | { readonly type: 'StickerAdded'; readonly sticker: Sticker }
  /** Several added in one go (the AI box's Add all): one step to undo. */
  | { readonly type: 'StickersAdded'; readonly stickers: readonly Sticker[] }
  /** A move, resize or rotation finished: the sticker as it now is. */
  | { readonly type: 'StickerChanged'; readonly sticker: Sticker }
  | { readonly type: 'StickerDeleted'; readonly id: number }
  /** The photo of box `index` zoomed (the offset clamped for the new zoom by the editor). */
  | {
      readonly type: 'PhotoZoomed';
      readonly index: number;
      readonly zoom: number;
      readonly offsetX: number;
      readonly offsetY: number;
    }
  /** The photo of box `index` dragged (or moved with the arrow keys) to this offset. */
  | {
      readonly type: 'PhotoPanned';
      readonly index: number;
      readonly offsetX: number;
      readonly offsetY: number;
    }
  /**
   * Replace photo: box `index` shows the editor's photo `replacement` (see PhotoFrame), at no
   * zoom and centred.
   */
  | { readonly type: 'PhotoReplaced'; readonly index: number; readonly replacement: number }
  /** The photo of box `index` back to no zoom, centred. */
  | { readonly type: 'PhotoReset'; readonly index: number }
  /**
   * The photos of two boxes swapped, each keeping its framing and taking its stickers along
   * (those whose centre lies on it: photo-stickers.ts); `strip` is where the boxes are.
   */
  | {
      readonly type: 'PhotoMoved';
      readonly from: number;
      readonly to: number;
      readonly strip: StripBoxes;
    };

function reframe(
  decoration: Decoration,
  index: number,
  change: (frame: PhotoFrame) => PhotoFrame,
): Decoration {
  const frames = decoration.photoFrames ?? [];
  const frame = frames[index];
  if (!frame) return decoration;
  const next = change(frame);
  if (
    next.zoom === frame.zoom &&
    next.offsetX === frame.offsetX &&
    next.offsetY === frame.offsetY
  ) {
    return decoration;
  }
  const photoFrames = [...frames];
  photoFrames[index] = next;
  return { ...decoration, photoFrames };
}

export function decorate(decoration: Decoration, event: DecorationEvent): Decoration {
  switch (event.type) {
    case 'DateStampToggled':
      return event.on === decoration.dateStamp
        ? decoration
        : { ...decoration, dateStamp: event.on };
    case 'FrameColourChosen':
      return event.colour === decoration.frameColour
        ? decoration
        : { ...decoration, frameColour: event.colour };
    case 'StickerAdded':
      return { ...decoration, stickers: [...decoration.stickers, event.sticker] };
    case 'StickersAdded':
      return event.stickers.length === 0
        ? decoration
        : { ...decoration, stickers: [...decoration.stickers, ...event.stickers] };
    case 'StickerChanged': {
      const index = decoration.stickers.findIndex((s) => s.id === event.sticker.id);
      if (index < 0) return decoration;
      const stickers = [...decoration.stickers];
      stickers[index] = event.sticker;
      return { ...decoration, stickers };
    }
    case 'StickerDeleted': {
      const stickers = decoration.stickers.filter((s) => s.id !== event.id);
      return stickers.length === decoration.stickers.length
        ? decoration
        : { ...decoration, stickers };
    }
    case 'PhotoZoomed':
      return reframe(decoration, event.index, (frame) => ({
        ...frame,
        zoom: clampZoom(event.zoom),
        offsetX: event.offsetX,
        offsetY: event.offsetY,
      }));
    case 'PhotoPanned':
      return reframe(decoration, event.index, (frame) => ({
        ...frame,
        offsetX: event.offsetX,
        offsetY: event.offsetY,
      }));
    case 'PhotoReset':
      return reframe(decoration, event.index, resetFrame);
    case 'PhotoReplaced': {
      const frames = decoration.photoFrames ?? [];
      const frame = frames[event.index];
      if (!frame || frame.replacement === event.replacement) return decoration;
      const photoFrames = [...frames];
      photoFrames[event.index] = { ...resetFrame(frame), replacement: event.replacement };
      return { ...decoration, photoFrames };
    }
    case 'PhotoMoved': {
      const frames = decoration.photoFrames ?? [];
      if (event.from === event.to || !frames[event.from] || !frames[event.to]) return decoration;
      return {
        ...decoration,
        photoFrames: swapFrames(frames, event.from, event.to),
        stickers: stickersAfterSwap(decoration.stickers, event.strip, event.from, event.to),
      };
    }
  }
}
