/** Checks and re-encodes images people and AI providers send us, with sharp. */
import sharp from 'sharp';
import { MAX_STRIP_PIXELS } from '../../model/limits.js';
import { ServiceError } from './service-errors.js';

/**
 * A collected strip is 1,200 px wide: 6 poses of very grainy camera photos measured 12.7 MiB,
 * of a phone's ordinary grain 8.9 MiB, of smooth photos under 2 MiB (bench/strip-png-size.ts).
 * A quarter over the worst keeps room for the stickers and a desktop's wider export.
 */
export const MAX_STRIP_BYTES = 16 * 1024 * 1024;
export const MAX_STRIP_SIDE = 8192;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The size a PNG declares in its header (the IHDR chunk, which must come first), read from the
 * bytes: the decoder refuses huge sizes as unreadable, but the visitor should hear "too large".
 */
export function declaredPngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function refuseIfTooLarge(width: number, height: number): void {
  if (width > MAX_STRIP_SIDE || height > MAX_STRIP_SIDE || width * height > MAX_STRIP_PIXELS) {
    throw new ServiceError(
      'image_too_large',
      `The image is ${width}×${height}; at most ${MAX_STRIP_SIDE} px a side and 16.7 million pixels are accepted.`,
    );
  }
}

/** A strip as we store it: a PNG we encoded ourselves, and its size in pixels. */
export interface NormalisedStrip {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * A strip upload, decoded and encoded again: metadata and anything hidden after the
 * image are dropped, and what we store is a PNG we made ourselves.
 */
export async function normaliseStripPng(bytes: Buffer): Promise<NormalisedStrip> {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw new ServiceError('not_png');
  }
  const declared = declaredPngSize(bytes);
  if (declared) refuseIfTooLarge(declared.width, declared.height);
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== 'png' || !meta.width || !meta.height) {
    throw new ServiceError('unreadable_png');
  }
  refuseIfTooLarge(meta.width, meta.height);
  try {
    // The size of what we wrote, not of what was declared: the two are the same pixels.
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_STRIP_PIXELS,
      failOn: 'truncated',
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw new ServiceError('damaged_png');
  }
}

/**
 * On a phone the friend's page shows a strip at most 174 CSS px wide (390–412 px screens; 285
 * px on a desktop): its display copy is about twice that, for 2× phone screens (docs/http-api.md, "HTTP
 * contract"). The PNG stays the download.
 */
export const STRIP_DISPLAY_WIDTH = 360;

/** The display copy's WebP quality (see stripDisplayWebp). */
export const DISPLAY_QUALITY = 70;

/** Makes a strip's display copy from its stored PNG; rejects when it cannot. */
export type StripDisplayEncoder = (png: Buffer) => Promise<Buffer>;

/**
 * A WebP STRIP_DISPLAY_WIDTH px wide (never wider than the PNG), the same shape. Quality 70:
 * it is the largest thing the friend's page paints, over a phone's network (its LCP
 * budget is 2.0 s); for the benchmark's 6-pose strip of grainy photos 52 KB where 80 made 80 KB, with
 * no difference to see at the size it is shown. Effort 2 of 6: for that strip at 600 px it
 * took about 115 ms on 2 cores where sharp's default 4 took 165 ms, for a file 3% larger.
 */
export const stripDisplayWebp: StripDisplayEncoder = (png) =>
  sharp(png, { limitInputPixels: MAX_STRIP_PIXELS, failOn: 'truncated' })
    .resize({ width: STRIP_DISPLAY_WIDTH, withoutEnlargement: true })
    .webp({ quality: DISPLAY_QUALITY, effort: 2 })
    .toBuffer();

const STICKER_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);
export const STICKER_SIZE = 256;

/** An AI sticker image, checked and made a 256×256 PNG (transparent where it is not square). */
export async function normaliseStickerImage(bytes: Buffer): Promise<Buffer | null> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !STICKER_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    return null;
  }
  if (meta.width > 4096 || meta.height > 4096) return null;
  try {
    return await sharp(bytes, { limitInputPixels: 4096 * 4096, failOn: 'truncated' })
      .resize(STICKER_SIZE, STICKER_SIZE, {
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
