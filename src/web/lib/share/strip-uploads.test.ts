import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage/safe-storage.js';
import { STRIP_UPLOADS_KEY, VIDEO_UPLOADS_KEY } from '../storage/letter-keys.js';
import type { StoredUpload } from '../api/letter-api.js';
import { stripUploads } from './strip-uploads.js';

/** An upload's answer: its address, and a claim token told apart by it. */
const up = (url: string): StoredUpload => ({ url, claim: `claim:${url}` });

function setUp(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const uploaded: Blob[] = [];
  const uploads = stripUploads(
    storage,
    (png) => {
      uploaded.push(png);
      return Promise.resolve(up(`/strips/copy-${uploaded.length}.png`));
    },
    (png) => png.text(),
  );
  return { storage, uploaded, uploads };
}

const strip = (bytes: string) => new Blob([bytes], { type: 'image/png' });

describe('stripUploads', () => {
  it("lets the entry use the letter's upload of the same bytes: one upload", async () => {
    const { uploaded, uploads } = setUp();
    expect(await uploads.forLetter(strip('A'))).toEqual(up('/strips/copy-1.png'));
    expect(await uploads.forEntry(strip('A'))).toEqual(up('/strips/copy-1.png'));
    expect(uploaded).toHaveLength(1);
  });

  it("lets the first letter take the entry's upload, and a second letter a fresh copy", async () => {
    const { uploaded, uploads } = setUp();
    expect(await uploads.forEntry(strip('A'))).toEqual(up('/strips/copy-1.png'));
    expect(await uploads.forLetter(strip('A'))).toEqual(up('/strips/copy-1.png'));
    // The server lets a strip belong to one letter only.
    expect(await uploads.forLetter(strip('A'))).toEqual(up('/strips/copy-2.png'));
    expect(uploaded).toHaveLength(2);
  });

  it('uploads other bytes again', async () => {
    const { uploaded, uploads } = setUp();
    await uploads.forEntry(strip('A'));
    expect(await uploads.forEntry(strip('B'))).toEqual(up('/strips/copy-2.png'));
    expect(uploaded).toHaveLength(2);
  });

  it('stores the strip once when the letter and the consent ask for it at once', async () => {
    for (const first of ['letter', 'entry'] as const) {
      const storage = memoryStorage();
      const started: ((upload: StoredUpload) => void)[] = [];
      const uploads = stripUploads(
        storage,
        () => new Promise<StoredUpload>((resolve) => started.push(resolve)),
        (png) => png.text(),
      );
      const ask = (which: 'letter' | 'entry') =>
        which === 'letter' ? uploads.forLetter(strip('A')) : uploads.forEntry(strip('A'));
      const asked = [ask(first), ask(first === 'letter' ? 'entry' : 'letter')];
      await expect.poll(() => started.length).toBe(1);
      started[0]!(up('/strips/once.png'));
      expect(await Promise.all(asked)).toEqual([up('/strips/once.png'), up('/strips/once.png')]);
      expect(started).toHaveLength(1);
      // The letter has it now: a second letter gets a copy of its own.
      const second = uploads.forLetter(strip('A'));
      await expect.poll(() => started.length).toBe(2);
      started[1]!(up('/strips/second.png'));
      expect(await second).toEqual(up('/strips/second.png'));
    }
  });

  it('lets two letters asking at once have a copy each', async () => {
    const started: ((upload: StoredUpload) => void)[] = [];
    const uploads = stripUploads(
      memoryStorage(),
      () => new Promise<StoredUpload>((resolve) => started.push(resolve)),
      (png) => png.text(),
    );
    const asked = [uploads.forLetter(strip('B')), uploads.forLetter(strip('B'))];
    await expect.poll(() => started.length).toBe(2);
    started[0]!(up('/strips/one.png'));
    started[1]!(up('/strips/two.png'));
    expect(await Promise.all(asked)).toEqual([up('/strips/one.png'), up('/strips/two.png')]);
  });

  it('lets a consent waiting on a failed upload try one of its own', async () => {
    let calls = 0;
    const uploads = stripUploads(
      memoryStorage(),
      () =>
        ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(up('/strips/c.png')),
      (png) => png.text(),
    );
    const letter = uploads.forLetter(strip('C'));
    const entry = uploads.forEntry(strip('C'));
    await expect(letter).rejects.toThrow('offline');
    expect(await entry).toEqual(up('/strips/c.png'));
    expect(calls).toBe(2);
  });

  it('keeps the claim with the upload: another page of this browser (a reload) has it', async () => {
    const { storage, uploads } = setUp();
    await uploads.forEntry(strip('A'));
    const reloaded = stripUploads(
      storage,
      () => Promise.reject(new Error('offline')),
      (png) => png.text(),
    );
    expect(await reloaded.forLetter(strip('A'))).toEqual(up('/strips/copy-1.png'));
  });

  it("finds this browser's upload at an address, on any host; none made elsewhere", async () => {
    const { uploads } = setUp();
    const name = `photostrip-1780000000000-${'a'.repeat(22)}.png`;
    const { storage, uploads: mine } = setUp();
    storage.setItem(
      STRIP_UPLOADS_KEY,
      JSON.stringify([{ strip: 'A', ...up(`https://booth.example/strips/${name}`), letter: true }]),
    );
    expect(mine.uploadAt(`http://127.0.0.1:8080/strips/${name}`)).toEqual(
      up(`https://booth.example/strips/${name}`),
    );
    expect(mine.uploadAt(`/strips/${name}`)).not.toBeNull();
    expect(mine.uploadAt(`/strips/photostrip-1780000000000-${'b'.repeat(22)}.png`)).toBeNull();
    expect(uploads.uploadAt(`/strips/${name}`)).toBeNull();
  });

  it('forgets a record kept without a claim token (before claims): the strip goes up again', async () => {
    const storage = memoryStorage({
      [STRIP_UPLOADS_KEY]: JSON.stringify([{ strip: 'A', url: '/strips/old.png', letter: false }]),
    });
    const uploads = stripUploads(
      storage,
      () => Promise.resolve(up('/strips/new.png')),
      (png) => png.text(),
    );
    expect(await uploads.forEntry(strip('A'))).toEqual(up('/strips/new.png'));
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

  it('keeps videos apart from strips, under their own key, a copy per letter', async () => {
    const storage = memoryStorage();
    const finish: ((upload: StoredUpload) => void)[] = [];
    const videos = stripUploads(
      storage,
      () => new Promise<StoredUpload>((resolve) => finish.push(resolve)),
      (video) => video.text(),
      VIDEO_UPLOADS_KEY,
    );
    const video = () => new Blob(['V'], { type: 'video/mp4' });
    // A video belongs to one letter, as a strip does: two letters at once get a copy each.
    const first = videos.forLetter(video());
    const second = videos.forLetter(video());
    await vi.waitFor(() => expect(finish).toHaveLength(2), { timeout: 15_000 });
    finish[0]?.(up('/videos/one.mp4'));
    finish[1]?.(up('/videos/two.mp4'));
    expect([await first, await second]).toEqual([up('/videos/one.mp4'), up('/videos/two.mp4')]);
    expect(storage.getItem(STRIP_UPLOADS_KEY)).toBeNull();
    expect(JSON.parse(storage.getItem(VIDEO_UPLOADS_KEY) ?? '[]')).toEqual(
      expect.arrayContaining([{ strip: 'V', ...up('/videos/one.mp4'), letter: true }]),
    );
  });
});
