// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Entry } from '../../../model/live-event.js';
import { StripViewer } from './strip-viewer.js';

// The worker needs OffscreenCanvas, which happy-dom lacks: the real one runs in
// e2e/event-show-gallery.test.ts. Here a 600 × 1380 strip (three poses) can be animated.
const animation = vi.hoisted(() => ({
  made: [] as Blob[],
  fail: false,
}));
vi.mock('../../lib/animation/make-animation.js', () => ({
  canAnimate: (width: number, height: number) => width === 600 && height === 1380,
  makeAnimation: (strip: Blob) => {
    animation.made.push(strip);
    return animation.fail
      ? Promise.reject(new Error('This image is not a photostrip made here.'))
      : Promise.resolve(new Blob(['GIF89a'], { type: 'image/gif' }));
  },
}));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});

let stopSaving: () => void = () => undefined;

afterEach(() => {
  cleanup();
  stopSaving();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  animation.made = [];
  animation.fail = false;
  for (const name of ['share', 'canShare', 'clipboard'] as const) {
    Reflect.deleteProperty(navigator, name);
  }
  Reflect.deleteProperty(document, 'execCommand');
});

const entry = (width?: number, height?: number): Entry => ({
  id: 'entry00000000000000001',
  stripUrl: '/strips/s1.png',
  displayUrl: '/strips/s1.webp',
  width,
  height,
  addedAt: 1,
});

/** The strip's address answers its PNG; every read counted. */
function serveStrip(): string[] {
  const read: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    read.push(url);
    return Promise.resolve(new Response(PNG, { headers: { 'content-type': 'image/png' } }));
  });
  return read;
}

/** Every file a link saved (name and address), the download itself held back. */
function savedFiles(): { href: string; download: string }[] {
  const saved: { href: string; download: string }[] = [];
  const keep = (event: Event) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement)) return;
    saved.push({ href: link.getAttribute('href') ?? '', download: link.download });
    event.preventDefault();
  };
  document.addEventListener('click', keep, true);
  stopSaving = () => document.removeEventListener('click', keep, true);
  return saved;
}

function define(name: 'share' | 'canShare' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value });
}

const status = () => screen.getByRole('status').textContent;

/** The Share button once the strip's file is read. */
async function ready(): Promise<HTMLElement> {
  const share = screen.getByRole('button', { name: 'Share' });
  await waitFor(() => expect(share.getAttribute('aria-busy')).toBe('false'));
  return share;
}

describe('the strip viewer', () => {
  it('copies the strip’s link where the browser shares no files, and says so', async () => {
    const copied: string[] = [];
    define('clipboard', { writeText: (text: string) => Promise.resolve(void copied.push(text)) });
    render(<StripViewer entry={entry(600, 1380)} onClose={() => undefined} />);
    expect(status()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(status()).toBe('Link copied'));
    expect(copied).toEqual([new URL('/strips/s1.png', location.href).href]);
  });

  it('shows the link to copy by hand where nothing copies, and says nothing more', async () => {
    define('clipboard', { writeText: () => Promise.reject(new Error('not allowed')) });
    const copied: string[] = [];
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: (command: string) => {
        copied.push(command);
        return false;
      },
    });
    const prompted: [string, string][] = [];
    vi.stubGlobal('prompt', (message: string, value: string) => {
      prompted.push([message, value]);
      return null;
    });
    render(<StripViewer entry={entry(600, 1380)} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(prompted).toEqual([
        ['Copy this link:', new URL('/strips/s1.png', location.href).href],
      ]),
    );
    // The hidden-input copy was tried first.
    expect(copied).toEqual(['copy']);
    expect(status()).toBe('');
  });

  it('hands the PNG to the share sheet where the browser takes files, and says it was shared', async () => {
    const read = serveStrip();
    const shared: File[][] = [];
    define('canShare', (data: ShareData) => (data.files ?? []).length > 0);
    define('share', (data: ShareData) => Promise.resolve(void shared.push(data.files ?? [])));
    render(<StripViewer entry={entry(600, 1380)} onClose={() => undefined} />);
    // The file is read as the viewer opens, so the sheet opens within the press.
    const share = await ready();
    expect(read).toEqual(['/strips/s1.png']);
    fireEvent.click(share);
    await waitFor(() => expect(status()).toBe('Shared'));
    const [file] = shared[0]!;
    expect([file?.name, file?.type, file?.size]).toEqual(['photostrip.png', 'image/png', 4]);
  });

  it('says nothing when the share sheet is closed without sharing', async () => {
    serveStrip();
    let asked = 0;
    define('canShare', () => true);
    define('share', () => {
      asked += 1;
      return Promise.reject(new DOMException('Share canceled', 'AbortError'));
    });
    render(<StripViewer entry={entry(600, 1380)} onClose={() => undefined} />);
    fireEvent.click(await ready());
    await waitFor(() => expect(asked).toBe(1));
    await Promise.resolve();
    expect(status()).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('downloads the animation as photostrip.gif, made once from the strip’s PNG', async () => {
    const read = serveStrip();
    const saved = savedFiles();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:gif');
    render(<StripViewer entry={entry(600, 1380)} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download animation' }));
    expect(screen.getByRole('button', { name: 'Making animation...' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Download animation' });
    expect(saved).toEqual([{ href: 'blob:gif', download: 'photostrip.gif' }]);
    expect(read).toEqual(['/strips/s1.png']);
    expect(animation.made.map((strip) => strip.size)).toEqual([4]);
    // A second press saves the animation made, without making it again.
    fireEvent.click(screen.getByRole('button', { name: 'Download animation' }));
    expect(saved).toHaveLength(2);
    expect(animation.made).toHaveLength(1);
  });

  it('says why the animation could not be made', async () => {
    serveStrip();
    animation.fail = true;
    render(<StripViewer entry={entry(600, 1380)} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download animation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your animation could not be made. This image is not a photostrip made here. Please try again.',
    );
  });

  it('offers the animation only for a strip of a strip’s size, told by the image when the entry has none', () => {
    render(<StripViewer entry={entry(600, 600)} onClose={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Download animation' })).toBeNull();
    cleanup();
    render(<StripViewer entry={entry()} onClose={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Download animation' })).toBeNull();
    const image = screen.getByRole('img', { name: 'A guest’s photo strip' });
    Object.defineProperties(image, {
      naturalWidth: { value: 600 },
      naturalHeight: { value: 1380 },
    });
    fireEvent.load(image);
    expect(screen.getByRole('button', { name: 'Download animation' })).toBeTruthy();
  });
});
