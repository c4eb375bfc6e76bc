/**
 * The decoration of a strip (date stamp, frame colour, stickers) and the facts that change it,
 * applied to immutable state. The editor records each applied fact in its history, so every
 * change on /edit can be undone.
 */
import { DEFAULT_FRAME_COLOUR } from './palette.js';
import type { Sticker } from './sticker.js';

export interface Decoration {
  readonly dateStamp: boolean;
  readonly frameColour: string;
  /** Bottom to top: the last one is drawn over the others. */
  readonly stickers: readonly Sticker[];
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
  | { readonly type: 'StickerDeleted'; readonly id: number };

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
  }
}
