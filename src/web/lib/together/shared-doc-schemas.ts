/**
 * What a phone may find in the shared document (shared-doc.ts), checked on every read: any
 * participant can write anything into a Yjs document, so an entry that does not parse is
 * skipped rather than trusted. The limits keep one entry from bloating everyone's strip.
 */
import { STICKER_NAME_PATTERN } from '../../../model/ids.js';
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
    src: z.string().max(2048).refine(isOwnStickerFile),
  }),
]);

/**
 * An image sticker of a shared strip is one of our own sticker files (`/stickers/<name>`, the
 * AI box's), on this page's origin: an address elsewhere, written by any participant, would make
 * every phone fetch it (telling a stranger each friend's address) and could taint the canvas
 * Collect Photo draws on, so no phone could collect. Images dropped from other sites stay solo.
 */
function isOwnStickerFile(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  const here = globalThis.location?.origin;
  if (here !== undefined && url.origin !== here) return false;
  if (url.search !== '' || url.hash !== '') return false;
  const name = /^\/stickers\/([^/]+)$/.exec(url.pathname)?.[1];
  return (url.protocol === 'https:' || url.protocol === 'http:') && name !== undefined
    ? STICKER_NAME_PATTERN.test(name)
    : false;
}
export type StoredSticker = z.infer<typeof storedStickerSchema>;

export const storedFrameSchema = z.strictObject({
  source: z.number().int().min(0).max(5),
  zoom: finite.min(MIN_ZOOM).max(MAX_ZOOM),
  offsetX: coordinate,
  offsetY: coordinate,
  replacement: z.number().int().min(0).optional(),
});

export const frameColourSchema = z.string().regex(/^#[0-9a-f]{6}$/i);
