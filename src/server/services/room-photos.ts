/**
 * A pose photo sent to a together-mode room: checked as strip uploads are (what the bytes
 * start with, the size the header declares, then what sharp reads), and stored as a JPEG we
 * encoded ourselves, without metadata (a phone's photo carries its place and its make).
 */
import sharp from 'sharp';
import { MAX_STRIP_PIXELS } from '../../model/limits.js';
import { declaredPngSize, MAX_STRIP_SIDE } from './images.js';
import { ServiceError } from './service-errors.js';

/** The longest side we keep: a strip's cell is far smaller, and six of them travel to each phone. */
const ROOM_PHOTO_MAX_SIDE = 2048;
const JPEG_QUALITY = 85;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

export type RoomPhotoType = 'image/jpeg' | 'image/png';

function refuseIfTooLarge(width: number, height: number): void {
  if (width > MAX_STRIP_SIDE || height > MAX_STRIP_SIDE || width * height > MAX_STRIP_PIXELS) {
    throw new ServiceError(
      'image_too_large',
      `The image is ${width}×${height}; at most ${MAX_STRIP_SIDE} px a side and 16.7 million pixels are accepted.`,
    );
  }
}

/** The bytes' own kind, by their first bytes (never by what the sender says). */
function sniff(bytes: Buffer): 'jpeg' | 'png' | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/** The photo as we store it: a JPEG of at most ROOM_PHOTO_MAX_SIDE a side, upright. */
export async function normaliseRoomPhoto(
  bytes: Buffer,
  /** What the sender said it is (Content-Type), when it said. */
  type?: RoomPhotoType,
): Promise<Buffer> {
  const kind = sniff(bytes);
  if (kind === null || (type !== undefined && `image/${kind}` !== type)) {
    throw new ServiceError(
      'invalid_image',
      'The photo is not the JPEG or PNG image it was sent as.',
    );
  }
  if (kind === 'png') {
    const declared = declaredPngSize(bytes);
    if (declared) refuseIfTooLarge(declared.width, declared.height);
  }
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== kind || !meta.width || !meta.height) {
    throw new ServiceError('invalid_image');
  }
  refuseIfTooLarge(meta.width, meta.height);
  try {
    // rotate() applies the EXIF orientation before the metadata goes; jpeg() drops it all.
    return await sharp(bytes, { limitInputPixels: MAX_STRIP_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({
        width: ROOM_PHOTO_MAX_SIDE,
        height: ROOM_PHOTO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
      .toBuffer();
  } catch {
    throw new ServiceError('invalid_image', 'The photo is damaged or incomplete.');
  }
}
