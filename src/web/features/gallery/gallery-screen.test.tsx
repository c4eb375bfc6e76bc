// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Entry, GalleryPage, PublicEvent } from '../../../model/live-event.js';
import { ApiRequestError } from '../../lib/api/api-request-error.js';
import type { EventReader } from '../../lib/api/event-gallery-api.js';
import { StaticRouter } from '../../lib/router/router.js';
import { GalleryScreen } from './gallery-screen.js';

/** How often an open gallery asks whether its event still runs (docs/events.md, The gallery). */
const GONE_CHECK_MS = 15_000;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

beforeAll(() => {
  // happy-dom has no modal dialogs: opening one is enough here.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});

const CODE = 'abcdefghjkmnpq';
const eventWith = (gallery: PublicEvent['settings']['gallery']): PublicEvent => ({
  code: CODE,
  endsAt: 0,
  settings: {
    name: 'Ada & Bo',
    greeting: 'Hi',
    language: 'en',
    idleSeconds: 60,
    sources: 'camera',
    print: false,
    printLayout: 'strip',
    gallery,
    keepDays: 30,
  },
});
const entry = (n: number): Entry => ({
  id: `entry${String(n).padStart(17, '0')}`,
  stripUrl: `/strips/s${n}.png`,
  displayUrl: `/strips/s${n}.webp`,
  width: 360,
  height: 1080,
  addedAt: n,
});

function show(reader: Partial<EventReader>) {
  const full: EventReader = {
    event: () => Promise.resolve(eventWith('approval')),
    galleryPage: () => Promise.resolve({ entries: [], next: null }),
    ...reader,
  };
  const pathname = `/e/${CODE}/gallery`;
  render(
    <StaticRouter location={pathname}>
      <GalleryScreen pathname={pathname} reader={full} />
    </StaticRouter>,
  );
}

const thumbs = () =>
  screen
    .getAllByRole('button', { name: /^Open photo strip/ })
    .map((button) => button.querySelector('img'));

describe('the gallery', () => {
  it('shows the strips newest first, as lazy display copies with their size, and loads more', async () => {
    const asked: (string | null)[] = [];
    show({
      galleryPage: (_code, before): Promise<GalleryPage> => {
        asked.push(before);
        return Promise.resolve(
          before === null
            ? { entries: [entry(3), entry(2)], next: 'cursor-2' }
            : { entries: [entry(2), entry(1)], next: null },
        );
      },
    });
    expect(await screen.findByRole('heading', { name: 'Ada & Bo' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Open photo strip 2' });
    const first = thumbs()[0];
    expect(first?.getAttribute('src')).toBe('/strips/s3.webp');
    expect(first?.getAttribute('loading')).toBe('lazy');
    expect(first?.getAttribute('width')).toBe('360');
    expect(first?.getAttribute('height')).toBe('1080');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('button', { name: 'Open photo strip 3' });
    expect(thumbs().map((img) => img?.getAttribute('src'))).toEqual([
      '/strips/s3.webp',
      '/strips/s2.webp',
      '/strips/s1.webp',
    ]);
    expect(asked).toEqual([null, 'cursor-2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens a strip full size with Download, which saves the PNG as photostrip.png', async () => {
    show({ galleryPage: () => Promise.resolve({ entries: [entry(5)], next: null }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Open photo strip 1' }));
    const dialog = screen.getByRole('dialog', { name: 'A guest’s photo strip' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/strips/s5.png');
    const saved: { href: string; download: string }[] = [];
    const keep = (event: Event) => {
      const link = event.target;
      if (!(link instanceof HTMLAnchorElement)) return;
      saved.push({ href: link.getAttribute('href') ?? '', download: link.download });
      event.preventDefault();
    };
    document.addEventListener('click', keep, true);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    } finally {
      document.removeEventListener('click', keep, true);
    }
    expect(saved).toEqual([{ href: '/strips/s5.png', download: 'photostrip.png' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the event has no gallery, without asking for one', async () => {
    let asked = false;
    show({
      event: () => Promise.resolve(eventWith('off')),
      galleryPage: () => {
        asked = true;
        return Promise.resolve({ entries: [], next: null });
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This event has no gallery.');
    expect(asked).toBe(false);
  });

  it.each([
    [404, 'This event link doesn’t work'],
    [410, 'This event has ended. Thanks for coming!'],
  ])('answers a %i with “%s”', async (status, words) => {
    show({ event: () => Promise.reject(new ApiRequestError('x', status, 'x')) });
    expect((await screen.findByRole('alert')).textContent).toBe(words);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // No dead end: a strip of one's own, or an event of one's own.
    const own = screen.getByRole('link', { name: 'Make a strip of my own' });
    expect(own.getAttribute('href')).toBe('/');
    const host = screen.getByRole('link', { name: 'Host a new event' });
    expect(host.getAttribute('href')).toBe('/event#share');
  });

  it('offers to try again after a dropped connection, and then shows the strips', async () => {
    let calls = 0;
    show({
      galleryPage: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new ApiRequestError('offline', undefined, 'network'))
          : Promise.resolve({ entries: [entry(1)], next: null });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Open photo strip 1' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there are no strips yet', async () => {
    show({});
    expect(
      await screen.findByText('No strips yet. They appear here once guests share them.'),
    ).toBeTruthy();
  });

  it('left open, notices the event ended and shows the ended page with its ways forward', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let ended = false;
    let reads = 0;
    show({
      event: () => {
        reads += 1;
        return ended
          ? Promise.reject(new ApiRequestError('Gone', 410, 'event_ended'))
          : Promise.resolve(eventWith('approval'));
      },
    });
    expect(await screen.findByText(/No strips yet/)).toBeTruthy();
    // While the event runs, asking again changes nothing.
    await act(() => vi.advanceTimersByTimeAsync(GONE_CHECK_MS));
    expect(reads).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
    ended = true;
    await act(() => vi.advanceTimersByTimeAsync(GONE_CHECK_MS));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This event has ended. Thanks for coming!',
    );
    expect(screen.queryByText(/No strips yet/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Make yours' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Make a strip of my own' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Host a new event' })).toBeTruthy();
    // Stopped: it asks no more.
    await act(() => vi.advanceTimersByTimeAsync(GONE_CHECK_MS * 3));
    expect(reads).toBe(3);
  });
});
