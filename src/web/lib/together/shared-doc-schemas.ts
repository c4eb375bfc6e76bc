/**
 * What a phone may find in the shared document (shared-doc.ts), checked on every read: any
 * participant can write anything into a Yjs document, so an entry that does not parse is
 * skipped rather than trusted. The limits keep one entry from bloating everyone's strip.
 */
import { MAX_ZOOM, MIN_ZOOM } from '../../../model/photo-frame.js';
import { z } from '../../../model/zod.js';

const finite = z.number();
/** Strip units: a sticker far off the strip or absurdly large is garbage, not a decoration. */
const coordinate = finite.min(-100_000).max(100_000);
const length = finite.positive().max(100_000);

const stickerBox = {
  id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  x: coordinate,
  y: coordinate,
  width: length,
  height: length,
  rotation: finite.min(-360).max(360),
  /**
   * Stacking order: higher is drawn over lower; equal ones by id. Bounded so that max + 1, a new
   * sticker's, is always above (past 2^53 adding 1 changes nothing).
   */
  z: finite.min(-1e9).max(1e9),
};

/** An emoji (a few code points) or an image by its address, never both. */
export const storedStickerSchema = z.union([
  z.strictObject({ ...stickerBox, char: z.string().min(1).max(64) }),
  z.strictObject({
    ...stickerBox,
    src: z
      .string()
      .regex(/^https?:/i)
      .max(2048),
  }),
]);
export type StoredSticker = z.infer<typeof storedStickerSchema>;

export const storedFrameSchema = z.strictObject({
  source: z.number().int().min(0).max(5),
  zoom: finite.min(MIN_ZOOM).max(MAX_ZOOM),
  offsetX: coordinate,
  offsetY: coordinate,
  replacement: z.number().int().min(0).optional(),
});

export const frameColourSchema = z.string().regex(/^#[0-9a-f]{6}$/i);
