import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/safe-storage.js';
import { STRIP_UPLOADS_KEY } from '../storage/letter-keys.js';
import { stripUploads } from './strip-uploads.js';

function setUp(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const uploaded: Blob[] = [];
  const uploads = stripUploads(
    storage,
    (png) => {
      uploaded.push(png);
      return Promise.resolve(`/strips/copy-${uploaded.length}.png`);
    },
    (png) => png.text(),
  );
  return { storage, uploaded, uploads };
}

const strip = (bytes: string) => new Blob([bytes], { type: 'image/png' });

describe('stripUploads', () => {
  it("lets the entry use the letter's upload of the same bytes: one upload", async () => {
    const { uploaded, uploads } = setUp();
    expect(await uploads.forLetter(strip('A'))).toBe('/strips/copy-1.png');
    expect(await uploads.forEntry(strip('A'))).toBe('/strips/copy-1.png');
    expect(uploaded).toHaveLength(1);
  });

  it("lets the first letter take the entry's upload, and a second letter a fresh copy", async () => {
    const { uploaded, uploads } = setUp();
    expect(await uploads.forEntry(strip('A'))).toBe('/strips/copy-1.png');
    expect(await uploads.forLetter(strip('A'))).toBe('/strips/copy-1.png');
    // The server lets a strip belong to one letter only.
    expect(await uploads.forLetter(strip('A'))).toBe('/strips/copy-2.png');
    expect(uploaded).toHaveLength(2);
  });

  it('uploads other bytes again', async () => {
    const { uploaded, uploads } = setUp();
    await uploads.forEntry(strip('A'));
    expect(await uploads.forEntry(strip('B'))).toBe('/strips/copy-2.png');
    expect(uploaded).toHaveLength(2);
  });

  it('keeps nothing when the upload fails, and ignores a broken record', async () => {
    const storage = memoryStorage({ [STRIP_UPLOADS_KEY]: '{"not":"a list"}' });
    const uploads = stripUploads(storage, () => Promise.reject(new Error('offline')));
    await expect(uploads.forEntry(strip('A'))).rejects.toThrow('offline');
    expect(storage.getItem(STRIP_UPLOADS_KEY)).toBe('{"not":"a list"}');
  });
});

describe('the fingerprint a strip is known by', () => {
  it('tells different bytes apart and knows the same ones', async () => {
    const { fingerprint: stripFingerprint } = stripUploads(memoryStorage(), () =>
      Promise.reject(new Error('not uploaded')),
    );
    const a = await stripFingerprint(strip('A'));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await stripFingerprint(strip('A'))).toBe(a);
    expect(await stripFingerprint(strip('B'))).not.toBe(a);
  });
});
