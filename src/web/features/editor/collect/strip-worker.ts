/**
 * Off the main thread: keeps the editor's photos decoded (scaled down to what the export
 * needs), and renders a strip with src/render's drawStrip on an OffscreenCanvas, then encodes
 * it as a PNG. The page stays free to answer the visitor throughout.
 */
import { drawStrip, stripPixelSize } from '../../../../render/draw-strip.js';
import { preparePhoto } from '../../../lib/strip/prepared-photo.js';
import { loadStampFont } from '../../../lib/strip/worker-stamp-font.js';
import { answerRequest } from '../../../lib/workers/worker-client.js';
import type { PhotoEntry, RenderRequest, StripAnswer, StripMessage } from './strip-protocol.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<StripMessage>) => void) | null;
  postMessage(message: StripAnswer): void;
  fonts: FontFaceSet;
}

const scope = self as unknown as WorkerScope;

interface PreparedPhoto {
  blob: Blob;
  pixelsPerUnit: number;
  bitmap: Promise<ImageBitmap>;
}

const photos = new Map<number, PreparedPhoto>();

/**
 * The date stamp's face (a worker does not see the page's fonts). False when this browser's
 * workers cannot load it: the page then draws the strip, so the date never comes out in another
 * font.
 */
const stampFontReady: Promise<boolean> = loadStampFont(scope.fonts);

/** Drops the photos the page no longer shows. */
function forgetAllBut(entries: readonly PhotoEntry[]): void {
  const wanted = new Set(entries.map((entry) => entry.key));
  for (const [key, photo] of photos) {
    if (wanted.has(key)) continue;
    photos.delete(key);
    void photo.bitmap.then((bitmap) => bitmap.close()).catch(() => undefined);
  }
}

/** The photo decoded for `pixelsPerUnit` or sharper, starting the work when needed. */
function ready({ key, blob }: PhotoEntry, pixelsPerUnit: number): Promise<ImageBitmap> {
  const kept = photos.get(key);
  if (kept && kept.pixelsPerUnit >= pixelsPerUnit) return kept.bitmap;
  const bitmap = preparePhoto(blob, pixelsPerUnit);
  photos.set(key, { blob, pixelsPerUnit, bitmap });
  // A failed decode is not kept: the next render tries again and reports it.
  bitmap.catch(() => photos.get(key)?.bitmap === bitmap && photos.delete(key));
  if (kept) void kept.bitmap.then((old) => old.close()).catch(() => undefined);
  return bitmap;
}

async function render(request: RenderRequest): Promise<Blob> {
  const { poseCount, decoration, pixelsPerUnit, eventName } = request;
  const bitmaps = await Promise.all(
    request.photos.map((photo) => ready(photo, pixelsPerUnit)),
  ).catch((error: unknown) => {
    throw new Error('A photo of your strip could not be read.', { cause: error });
  });
  if ((decoration.dateStamp || eventName !== '') && !(await stampFontReady)) {
    throw new Error('The date stamp font could not be loaded in the worker');
  }
  const { width, height } = stripPixelSize(
    poseCount,
    pixelsPerUnit,
    eventName,
    decoration.dateStamp,
  );
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context in the worker');
  drawStrip(
    context,
    {
      poseCount,
      decoration,
      date: new Date(request.date),
      locale: request.language,
      eventName,
    },
    { photos: bitmaps, stickerImages: new Map(request.stickerImages) },
    pixelsPerUnit,
  );
  for (const [, picture] of request.stickerImages) picture.close();
  return canvas.convertToBlob({ type: 'image/png' });
}

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'photos') {
    forgetAllBut(request.photos);
    for (const photo of request.photos) {
      // Errors surface when a render asks for the photo.
      ready(photo, request.pixelsPerUnit).catch(() => undefined);
    }
    return;
  }
  answerRequest((answer) => scope.postMessage(answer), request.id, render(request));
};
