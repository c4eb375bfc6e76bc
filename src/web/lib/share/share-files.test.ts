import { afterEach, describe, expect, it, vi } from 'vitest';
import { canShareFile, shareFile } from './share-files.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const png = () => new File([new Uint8Array([1, 2, 3])], 'photostrip.png', { type: 'image/png' });

describe('canShareFile', () => {
  it('asks canShare with a file of that name and type, once, and is false without share', () => {
    const canShare = vi.fn((data: ShareData) => data.files?.[0]?.type === 'image/webp');
    vi.stubGlobal('navigator', { share: vi.fn(), canShare });
    expect(canShareFile('strip.webp', 'image/webp')).toBe(true);
    expect(canShareFile('strip.webp', 'image/webp')).toBe(true);
    expect(canShareFile('strip.tiff', 'image/tiff')).toBe(false);
    expect(canShareFile('strip.tiff', 'image/tiff')).toBe(false);
    expect(canShare).toHaveBeenCalledTimes(2);
    expect(canShare.mock.calls[0]![0].files![0]!.name).toBe('strip.webp');

    vi.stubGlobal('navigator', { canShare: () => true });
    expect(canShareFile('other.png', 'image/png')).toBe(false);
    vi.stubGlobal('navigator', { share: vi.fn() });
    expect(canShareFile('without-canshare.png', 'image/png')).toBe(false);
  });
});

describe('shareFile', () => {
  it('shares the one file', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { share });
    const file = png();
    await expect(shareFile(file)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ files: [file] });
  });

  it('takes a closed share sheet (AbortError) as cancelled, and passes other failures on', async () => {
    vi.stubGlobal('navigator', {
      share: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
    });
    await expect(shareFile(png())).resolves.toBe('cancelled');
    vi.stubGlobal('navigator', {
      share: () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')),
    });
    await expect(shareFile(png())).rejects.toThrow('Not allowed');
  });
});
