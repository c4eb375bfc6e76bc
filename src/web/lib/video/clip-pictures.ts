/**
 * In the video worker: the clip frames decoded for the frames being drawn. Each is decoded when
 * the schedule (frame-plan.ts, decodeSchedule) starts it, a few video frames ahead, and closed
 * when the schedule releases it, so only a handful of 480 × 360 bitmaps are held at a time.
 */
import type { Clip } from '../storage/visit.js';
import type { ClipFrameRef } from './frame-plan.js';

const close = (bitmap: Promise<ImageBitmap>) =>
  void bitmap.then((b) => b.close()).catch(() => undefined);

export class ClipPictures {
  private readonly held = new Map<string, Promise<ImageBitmap>>();

  constructor(private readonly clips: readonly (Clip | null | undefined)[]) {}

  /** Starts decoding these clip frames. */
  start(refs: readonly ClipFrameRef[]): void {
    for (const ref of refs) this.held.set(ref.key, this.decode(ref));
  }

  /** The clip frame, decoded (started now if the schedule had not). */
  get(ref: ClipFrameRef): Promise<ImageBitmap> {
    let bitmap = this.held.get(ref.key);
    if (!bitmap) {
      bitmap = this.decode(ref);
      this.held.set(ref.key, bitmap);
    }
    return bitmap;
  }

  release(keys: readonly string[]): void {
    for (const key of keys) {
      const bitmap = this.held.get(key);
      if (bitmap) close(bitmap);
      this.held.delete(key);
    }
  }

  closeAll(): void {
    this.release([...this.held.keys()]);
  }

  private decode(ref: ClipFrameRef): Promise<ImageBitmap> {
    const blob = this.clips[ref.source]?.frames[ref.index];
    const bitmap = blob
      ? createImageBitmap(blob)
      : Promise.reject(new Error(`Clip ${ref.source} has no frame ${ref.index}`));
    // Handled when its frame awaits it; one decoded ahead of a failure is only closed.
    bitmap.catch(() => undefined);
    return bitmap;
  }
}
