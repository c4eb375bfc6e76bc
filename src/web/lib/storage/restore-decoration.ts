/**
 * The decoration kept with the visit, read back for the editor and for the living strip's
 * video (lib/living). What IndexedDB hands back is whatever an earlier version of the app (or
 * another tab) stored, so it is checked field by field: anything unreadable falls back to the
 * default, and stickers are kept inside the strip of the current layout (a 6-pose strip's
 * sticker near the bottom stays visible on 2 poses).
 */
import { DEFAULT_DECORATION, type Decoration } from '../../../model/decoration.js';
import { clampZoom, framesFor, type PhotoFrame } from '../../../model/photo-frame.js';
import { clampSticker, normaliseDegrees, type Size, type Sticker } from '../../../model/sticker.js';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function restoreSticker(value: unknown, bounds: Size): Sticker | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  if (![s.id, s.x, s.y, s.width, s.height, s.rotation].every(isNumber)) return null;
  const box = {
    id: s.id as number,
    x: s.x as number,
    y: s.y as number,
    width: s.width as number,
    height: s.height as number,
    rotation: normaliseDegrees(s.rotation as number),
  };
  if (typeof s.char === 'string' && s.char) return clampSticker({ ...box, char: s.char }, bounds);
  if (typeof s.src === 'string' && /^https?:/i.test(s.src)) {
    return clampSticker({ ...box, src: s.src }, bounds);
  }
  return null;
}

/**
 * The photo frames kept for a strip of `count` photos: each box's source, zoom and offset, read
 * only when every box has one and the sources name each photo once; else the plain order.
 * (The offset is clamped again where the photo's size is known: when drawn.)
 */
function restoreFrames(value: unknown, count: number): PhotoFrame[] {
  if (!Array.isArray(value) || value.length !== count) return framesFor(undefined, count);
  const frames = value.flatMap((item: unknown): PhotoFrame[] => {
    if (typeof item !== 'object' || item === null) return [];
    const f = item as Record<string, unknown>;
    if (![f.source, f.zoom, f.offsetX, f.offsetY].every(isNumber)) return [];
    return [
      {
        source: f.source as number,
        zoom: clampZoom(f.zoom as number),
        offsetX: f.offsetX as number,
        offsetY: f.offsetY as number,
      },
    ];
  });
  const sources = new Set(frames.map((f) => f.source));
  const whole =
    frames.length === count &&
    sources.size === count &&
    frames.every((f) => Number.isInteger(f.source) && f.source >= 0 && f.source < count);
  return whole ? frames : framesFor(undefined, count);
}

/** `poseCount`: the strip's photos, whose frames are kept (none when left out). */
export function restoreDecoration(stored: unknown, bounds: Size, poseCount = 0): Decoration {
  if (typeof stored !== 'object' || stored === null) {
    return poseCount > 0
      ? { ...DEFAULT_DECORATION, photoFrames: framesFor(undefined, poseCount) }
      : DEFAULT_DECORATION;
  }
  const d = stored as Record<string, unknown>;
  const ids = new Set<number>();
  const stickers = (Array.isArray(d.stickers) ? d.stickers : []).flatMap((value: unknown) => {
    const sticker = restoreSticker(value, bounds);
    // Ids name stickers for changes and deletion, so a repeated one would be ambiguous.
    if (!sticker || ids.has(sticker.id)) return [];
    ids.add(sticker.id);
    return [sticker];
  });
  return {
    dateStamp: typeof d.dateStamp === 'boolean' ? d.dateStamp : DEFAULT_DECORATION.dateStamp,
    frameColour:
      typeof d.frameColour === 'string' && /^#[0-9a-f]{6}$/i.test(d.frameColour)
        ? d.frameColour
        : DEFAULT_DECORATION.frameColour,
    stickers,
    ...(poseCount > 0 ? { photoFrames: restoreFrames(d.photoFrames, poseCount) } : {}),
  };
}
