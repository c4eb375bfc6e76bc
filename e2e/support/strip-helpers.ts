/**
 * Helpers for the editor, Collect Photo and /download tests and benchmarks: a visit seeded
 * straight into the app's IndexedDB (photos and decoration, as the editor keeps them), what the
 * app kept of the collected strip, and the strip /download shows.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { Decoration } from '../../src/model/decoration.js';
import type { PoseCount } from '../../src/model/layouts.js';
import type { Visit } from '../../src/web/lib/storage/visit-store.js';

export interface SeededVisit {
  layout: PoseCount;
  /** Encoded images (JPEG or PNG) with their type. */
  photos: { bytes: Buffer; type: string }[];
  decoration?: Decoration;
  /** Where the photos came from: 'upload' unless said (the camera's bring Retake photo N). */
  photosSource?: 'camera' | 'upload';
}

/**
 * Writes the visit into IndexedDB ('postbooth' / 'visit' / 'current', as lib/storage/idb.ts
 * and lib/storage/visit-store.ts keep it; the record is typed as the app's Visit), as the upload
 * path and the editor would (openEditor in open-editor.ts opens /edit on it). The page must be on
 * the app's origin.
 */
export async function seedVisit(page: Page, visit: SeededVisit): Promise<void> {
  await page.evaluate(
    async ({ layout, photos, decoration, photosSource }) => {
      const blobs = photos.map(({ base64, type }) => {
        const binary = atob(base64);
        const bytes = new Uint8Array(binary.length);
        for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
        return new Blob([bytes], { type });
      });
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('postbooth', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('visit');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction('visit', 'readwrite');
        const kept: Visit = {
          layout,
          source: photosSource,
          photos: blobs,
          photosSource,
          ...(decoration ? { decoration } : {}),
        };
        transaction.objectStore('visit').put(kept, 'current');
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      });
      db.close();
    },
    {
      layout: visit.layout,
      photos: visit.photos.map(({ bytes, type }) => ({ base64: bytes.toString('base64'), type })),
      decoration: visit.decoration ?? null,
      photosSource: visit.photosSource ?? 'upload',
    },
  );
}

/** Sets the decoration of the visit already kept (e.g. after the upload path). */
export async function seedDecoration(page: Page, decoration: Decoration): Promise<void> {
  await page.evaluate(async (value) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('postbooth', 1);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction('visit', 'readwrite');
      const store = transaction.objectStore('visit');
      const read = store.get('current');
      read.onsuccess = () => {
        store.put({ ...(read.result as object), decoration: value }, 'current');
      };
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    });
    db.close();
  }, decoration);
}

/**
 * An entry of the app's IndexedDB store (`postbooth` / `visit`), read in the page; a Blob is
 * answered as its size and type (a Blob cannot leave the page), anything else as it is.
 */
export async function visitStoreEntry(page: Page, key: string): Promise<unknown> {
  return page.evaluate(async (entryKey) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('postbooth', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('visit');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    const stored = await new Promise<unknown>((resolve, reject) => {
      const request = db.transaction('visit').objectStore('visit').get(entryKey);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
    });
    db.close();
    return stored instanceof Blob ? { blob: { size: stored.size, type: stored.type } } : stored;
  }, key);
}

/** What the app kept of the collected strip: the localStorage text, or the IndexedDB Blob. */
export async function keptStrip(
  page: Page,
): Promise<{ local: string | null; indexedDb: { size: number; type: string } | null }> {
  const local = await page.evaluate(() => localStorage.getItem('photostripUrl'));
  const stored = (await visitStoreEntry(page, 'photostripUrl')) as
    { blob?: { size: number; type: string } } | undefined;
  return { local, indexedDb: stored?.blob ?? null };
}

/** Waits for the strip on /download to be decoded and answers its natural size. */
export async function shownStripSize(page: Page): Promise<[number, number]> {
  await page.getByRole('img', { name: 'Your photostrip' }).waitFor();
  const size = await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="Your photostrip"]');
    return image?.complete && image.naturalWidth > 0
      ? [image.naturalWidth, image.naturalHeight]
      : null;
  });
  return (await size.jsonValue()) as [number, number];
}

/** A photo-like JPEG: a diagonal gradient with a few bright blocks, so crops show. */
export async function photoJpeg(width: number, height: number, hue: number): Promise<Buffer> {
  const stops = [`hsl(${hue},75%,55%)`, `hsl(${(hue + 140) % 360},70%,35%)`];
  const blocks = Array.from({ length: 12 }, (_, i) => {
    const x = ((i * 53) % 10) * (width / 10);
    const y = ((i * 31) % 8) * (height / 8);
    return `<rect x="${x}" y="${y}" width="${width / 12}" height="${height / 10}" fill="hsl(${(hue + i * 30) % 360},80%,70%)"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${stops[0]}"/><stop offset="1" stop-color="${stops[1]}"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${blocks}` +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="white" fill-opacity="0.6"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A photo with a camera's grain: the gradient photo overlaid with Gaussian noise, so encoders
 * have as much work as with a real photo.
 */
export async function grainyPhotoJpeg(width: number, height: number, hue: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp(await photoJpeg(width, height, hue))
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A box in strip units (the preview is always 300 units wide). */
export interface StripBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What the editor shows, in strip units, read from the DOM: each photo box (`.strip-photo`, from
 * its place on the page) and each sticker (its data attributes), in the order drawn.
 */
export async function shownBoxes(
  page: Page,
): Promise<{ photos: StripBox[]; stickers: StripBox[] }> {
  return page.getByTestId('strip-preview').evaluate((preview) => {
    const strip = preview.getBoundingClientRect();
    const unit = strip.width / 300;
    const photos = [...preview.querySelectorAll('.strip-photo')].map((element) => {
      const rect = element.getBoundingClientRect();
      return {
        x: (rect.left - strip.left) / unit,
        y: (rect.top - strip.top) / unit,
        width: rect.width / unit,
        height: rect.height / unit,
      };
    });
    const stickers = [...preview.querySelectorAll<HTMLElement>('[data-sticker-id]')].map(
      (element) => ({
        x: Number(element.dataset.x),
        y: Number(element.dataset.y),
        width: Number(element.dataset.width),
        height: Number(element.dataset.height),
      }),
    );
    return { photos, stickers };
  });
}

/**
 * The stickers whose centre lies in the middle of a photo (its middle 60 % box, where faces
 * are), by their index: the AI box's stickers keep off them (docs/using.md, Adding).
 */
export function stickersOnFaces(shown: { photos: StripBox[]; stickers: StripBox[] }): number[] {
  const onFace = (sticker: StripBox) => {
    const x = sticker.x + sticker.width / 2;
    const y = sticker.y + sticker.height / 2;
    return shown.photos.some(
      (photo) =>
        x > photo.x + 0.2 * photo.width &&
        x < photo.x + 0.8 * photo.width &&
        y > photo.y + 0.2 * photo.height &&
        y < photo.y + 0.8 * photo.height,
    );
  };
  return shown.stickers.flatMap((sticker, index) => (onFace(sticker) ? [index] : []));
}
