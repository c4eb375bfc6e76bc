import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClipPictures } from './clip-pictures.js';
import type { ClipFrameRef } from './frame-plan.js';

/** A decoded picture that notes when it is closed. */
interface FakeBitmap {
  blob: Blob;
  closed: boolean;
  close(): void;
}

const decoded: FakeBitmap[] = [];

function stubDecoder(): void {
  vi.stubGlobal('createImageBitmap', (blob: Blob) => {
    const bitmap: FakeBitmap = {
      blob,
      closed: false,
      close() {
        this.closed = true;
      },
    };
    decoded.push(bitmap);
    return Promise.resolve(bitmap);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  decoded.length = 0;
});

const frames = (pose: number) =>
  Array.from({ length: 3 }, (_, index) => new Blob([`${pose}:${index}`]));
const clips = [{ frames: frames(0), width: 4, height: 3 }, null];
const ref = (source: number, index: number): ClipFrameRef => ({
  key: `${source}:${index}`,
  source,
  index,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ClipPictures', () => {
  it('decodes a started frame once, hands it to get, and closes it when released', async () => {
    stubDecoder();
    const pictures = new ClipPictures(clips);
    pictures.start([ref(0, 1)]);
    const bitmap = (await pictures.get(ref(0, 1))) as unknown as FakeBitmap;
    expect(decoded).toHaveLength(1);
    expect(bitmap.blob).toBe(clips[0]!.frames[1]);
    pictures.release(['0:1']);
    await settle();
    expect(bitmap.closed).toBe(true);
  });

  it('decodes a frame asked for before it was started, and closes everything held at the end', async () => {
    stubDecoder();
    const pictures = new ClipPictures(clips);
    pictures.start([ref(0, 0)]);
    await pictures.get(ref(0, 2));
    expect(decoded.map((b) => b.blob)).toEqual([clips[0]!.frames[0], clips[0]!.frames[2]]);
    pictures.closeAll();
    await settle();
    expect(decoded.every((b) => b.closed)).toBe(true);
  });

  it('rejects for a pose without a clip, without an unhandled rejection when never asked', async () => {
    stubDecoder();
    const pictures = new ClipPictures(clips);
    pictures.start([ref(1, 0)]);
    await expect(pictures.get(ref(1, 0))).rejects.toThrow('Clip 1 has no frame 0');
    pictures.start([ref(1, 2)]);
    pictures.closeAll();
    await settle();
    expect(decoded).toHaveLength(0);
  });
});
