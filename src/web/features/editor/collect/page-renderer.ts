/**
 * The strip drawn on the page, for browsers whose workers cannot draw: the same drawStrip on a
 * page canvas, encoded by canvas.toBlob (asynchronous: the browser encodes in the background).
 */
import type { Decoration } from '../../../../model/decoration.js';
import { nameFont, stampFont, stampText } from '../../../../model/strip.js';
import { drawStrip, stripPixelSize } from '../../../../render/draw-strip.js';
import { decodePhotos } from './strip-pictures.js';

export interface PageRenderInput {
  poseCount: number;
  photos: readonly Blob[];
  decoration: Decoration;
  date: Date;
  /** The app's language, which the date stamp is written in. */
  language: string;
  eventName: string;
  pixelsPerUnit: number;
  stickerPictures: ReadonlyMap<string, HTMLImageElement>;
}

export async function renderOnPage(input: PageRenderInput): Promise<Blob> {
  const { poseCount, decoration, date, language, eventName, pixelsPerUnit } = input;
  const [photos] = await Promise.all([
    decodePhotos(input.photos),
    // The canvas does not wait for web fonts: without this the date could come out in the
    // fallback font.
    decoration.dateStamp
      ? document.fonts.load(stampFont(pixelsPerUnit), stampText(date, language)).catch(() => [])
      : [],
    eventName ? document.fonts.load(nameFont(pixelsPerUnit), eventName).catch(() => []) : [],
  ]);
  const { width, height } = stripPixelSize(
    poseCount,
    pixelsPerUnit,
    eventName,
    decoration.dateStamp,
  );
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  drawStrip(
    context,
    { poseCount, decoration, date, locale: language, eventName },
    { photos, stickerImages: input.stickerPictures },
    pixelsPerUnit,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The strip could not be encoded'))),
      'image/png',
    ),
  );
}
