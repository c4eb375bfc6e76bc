/**
 * A pick with a file the browser cannot decode: the file is named, in pick order, and the
 * others still come in, in order. The decoder and the canvas are stand-ins here (what a real
 * browser decodes, turns upright and scales is walked in e2e/booth-upload.test.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ingestFiles } from './ingest.js';

/** What every kept photo is re-encoded as (the product's own constants are not exported). */
const PHOTO_TYPE = 'image/jpeg';
const PHOTO_QUALITY = 0.92;

const file = (name: string, bytes = name) => new File([bytes], name, { type: 'image/png' });

/** Decodes any file but those whose bytes say 'broken'; each photo encodes to its file's name. */
function standInBrowser() {
  vi.stubGlobal('createImageBitmap', async (source: File) => {
    if ((await source.text()) === 'broken')
      throw new DOMException('bad image', 'InvalidStateError');
    return { width: 64, height: 48, close: () => undefined, name: source.name };
  });
  const context = { fillRect: () => undefined, drawImage: vi.fn() };
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      getContext = () => context;
      convertToBlob = (options: { type: string; quality: number }) => {
        const drawn = context.drawImage.mock.lastCall?.[0] as { name: string };
        expect(options).toEqual({ type: PHOTO_TYPE, quality: PHOTO_QUALITY });
        return Promise.resolve(new Blob([drawn.name], { type: options.type }));
      };
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ingestFiles', () => {
  it('names a file it cannot read, and brings the others in, in pick order', async () => {
    standInBrowser();
    const result = await ingestFiles([
      file('one.png'),
      file('broken.png', 'broken'),
      file('two.png'),
      new File(['text'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(result.unreadable).toEqual(['broken.png', 'notes.txt']);
    expect(await Promise.all(result.photos.map((photo) => photo.text()))).toEqual([
      'one.png',
      'two.png',
    ]);
    expect(result.photos.map((photo) => photo.type)).toEqual([PHOTO_TYPE, PHOTO_TYPE]);
  });
});
