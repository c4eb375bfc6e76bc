/**
 * A camera visit with clips, made in the page and written into the app's IndexedDB as the
 * capture keeps it (lib/storage/visit.ts: photos, clips, live), for the tests and benches of
 * the Live preview and the living strip's video without walking the camera. Every pose's photo
 * is grey where its clip frames are colours: frame i of pose p has hue (p × 40 + i × 7.5)°, so
 * a test tells the still from a clip, and one clip frame from another, by a cell's colour.
 * Each picture has a black vertical band (30 %–45 % of its width), the same in the photo and in
 * every frame, so a test can see that a clip is framed (zoomed, panned) as its photo is.
 */
import type { Page } from 'playwright-core';
import type { Decoration } from '../../src/model/decoration.js';
import type { PoseCount } from '../../src/model/layouts.js';
import { CLIP_FRAME_COUNT } from '../../src/model/living-strip.js';
import { paths } from '../../src/model/paths.js';
import type { Visit } from '../../src/web/lib/storage/visit.js';
import { openOrigin } from './browser.js';
import { editorReady } from './open-editor.js';

/** The photos' grey, and their size (4:3, the largest a clip frame is). */
export const STILL_GREY = 128;
export const LIVE_PICTURE = { width: 480, height: 360 } as const;
/** The black band of every picture, as fractions of its width. */
export const BAND = { from: 0.3, to: 0.45 } as const;

/** The hue of clip frame `index` of pose `pose` (0-based), in degrees. */
export const clipHue = (pose: number, index: number): number => (pose * 40 + index * 7.5) % 360;

export interface LiveVisit {
  layout: PoseCount;
  decoration?: Decoration;
  /** The Live switch as kept (absent: never chosen). */
  live?: boolean;
}

/** Writes the camera visit with a clip for every pose; the page must be on the app's origin. */
export async function seedLiveVisit(page: Page, visit: LiveVisit): Promise<void> {
  await page.evaluate(
    async ({ layout, decoration, live, frameCount, grey, size, band }) => {
      const canvas = new OffscreenCanvas(size.width, size.height);
      const context = canvas.getContext('2d')!;
      async function picture(fill: string): Promise<Blob> {
        context.fillStyle = fill;
        context.fillRect(0, 0, size.width, size.height);
        context.fillStyle = '#000000';
        const x = Math.round(size.width * band.from);
        context.fillRect(x, 0, Math.round(size.width * band.to) - x, size.height);
        return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      }
      const photos: Blob[] = [];
      const clips: { frames: Blob[]; width: number; height: number }[] = [];
      for (let pose = 0; pose < layout; pose += 1) {
        photos.push(await picture(`rgb(${grey}, ${grey}, ${grey})`));
        const frames: Blob[] = [];
        for (let index = 0; index < frameCount; index += 1) {
          frames.push(await picture(`hsl(${(pose * 40 + index * 7.5) % 360}, 90%, 50%)`));
        }
        clips.push({ frames, ...size });
      }
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
          source: 'camera',
          photos,
          photosSource: 'camera',
          clips,
          ...(decoration ? { decoration } : {}),
          ...(live === null ? {} : { live }),
        };
        transaction.objectStore('visit').put(kept, 'current');
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      });
      db.close();
    },
    {
      layout: visit.layout,
      decoration: visit.decoration ?? null,
      live: visit.live ?? null,
      frameCount: CLIP_FRAME_COUNT,
      grey: STILL_GREY,
      size: LIVE_PICTURE,
      band: BAND,
    },
  );
}

/** Opens /edit afresh on a live visit (as openEditor does for uploads) and waits until ready. */
export async function openLiveEditor(page: Page, origin: string, visit: LiveVisit): Promise<void> {
  await openOrigin(page, origin);
  await page.evaluate(() => sessionStorage.clear());
  await seedLiveVisit(page, visit);
  await page.goto(origin + paths.edit);
  await editorReady(page);
}
