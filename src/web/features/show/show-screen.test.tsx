// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Entry, GalleryPage, PublicEvent, ShowMessage } from '../../../model/live-event.js';
import { ApiRequestError } from '../../lib/api/api-request-error.js';
import type { EventReader } from '../../lib/api/event-gallery-api.js';
import type { LiveChannelOptions } from './live-channel.js';
import { ShowScreen } from './show-screen.js';

afterEach(cleanup);

/** How long a new strip holds the spotlight. */
const SPOTLIGHT_MS = 8000;

const CODE = 'abcdefghjkmnpq';
const event: PublicEvent = {
  code: CODE,
  endsAt: 0,
  settings: {
    name: 'Ada & Bo’s wedding',
    greeting: 'Hi',
    language: 'en',
    idleSeconds: 60,
    sources: 'camera',
    print: false,
    printLayout: 'strip',
    gallery: 'instant',
    keepDays: 30,
  },
};
const entry = (n: number): Entry => ({
  id: `entry${String(n).padStart(17, '0')}`,
  stripUrl: `/strips/s${n}.png`,
  displayUrl: `/strips/s${n}.webp`,
  width: 600,
  height: 1800,
  addedAt: n,
});

function setUp(reader: Partial<EventReader> = {}) {
  let time = 0;
  const channel: { options?: LiveChannelOptions; closed: boolean } = { closed: false };
  const dependencies = {
    now: () => time,
    reader: {
      event: () => Promise.resolve(event),
      galleryPage: (): Promise<GalleryPage> =>
        Promise.resolve({ entries: [entry(1), entry(2)], next: null }),
      ...reader,
    },
    openChannel: (options: LiveChannelOptions) => {
      channel.options = options;
      return { close: () => (channel.closed = true) };
    },
  };
  const view = render(<ShowScreen pathname={`/e/${CODE}/show`} dependencies={dependencies} />);
  const push = (message: ShowMessage) => act(() => channel.options?.onMessage(message));
  /** The live channel opens in an effect after the strips show: a busy machine may be between. */
  const opened = () =>
    vi.waitFor(
      () => {
        if (!channel.options) throw new Error('The live channel is not open yet.');
      },
      { timeout: 15_000 },
    );
  const advance = (ms: number) => {
    time += ms;
  };
  return { view, channel, push, advance, opened };
}

const sources = () =>
  screen
    .queryAllByRole('img', { name: 'A guest’s photo strip' })
    .map((img) => img.getAttribute('src'));

describe('the show screen', () => {
  it('names the event, shows the gallery’s strips and a QR code to the guest link', async () => {
    setUp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada & Bo’s wedding' }),
    ).toBeTruthy();
    await screen.findAllByRole('img', { name: 'A guest’s photo strip' });
    expect(sources()).toEqual(['/strips/s2.webp', '/strips/s1.webp']);
    expect(screen.getByRole('img', { name: 'QR code to the event’s booth' })).toBeTruthy();
    expect(screen.getByText('Make yours')).toBeTruthy();
  });

  it('puts a strip added on the live channel in the spotlight at once, and takes a removed one off', async () => {
    const { push, opened } = setUp();
    await screen.findAllByRole('img', { name: 'A guest’s photo strip' });
    await opened();
    push({ type: 'added', seq: 1, entry: entry(3) });
    expect(screen.getByText('Just in')).toBeTruthy();
    expect(sources()[0]).toBe('/strips/s3.png');
    push({ type: 'removed', seq: 2, id: entry(3).id });
    expect(screen.queryByText('Just in')).toBeNull();
    expect(sources()).not.toContain('/strips/s3.png');
    push({ type: 'removed', seq: 3, id: entry(1).id });
    expect(sources()).toEqual(['/strips/s2.webp']);
  });

  it('plays a living strip added on the live channel where its still would show, muted and looping', async () => {
    const { push, opened } = setUp();
    await screen.findAllByRole('img', { name: 'A guest’s photo strip' });
    await opened();
    push({ type: 'added', seq: 1, entry: { ...entry(3), videoUrl: '/videos/v3.mp4' } });
    const video = document.querySelector<HTMLVideoElement>('.show-spotlight video.show-image');
    expect(video?.getAttribute('src')).toBe('/videos/v3.mp4');
    expect(video?.getAttribute('poster')).toBe('/strips/s3.png');
    expect(video?.muted && video.loop && video.hasAttribute('playsinline')).toBe(true);
    expect(video?.getAttribute('aria-label')).toBe('A guest’s photo strip');
    // The still strips around it stay images.
    expect(sources()).toEqual(['/strips/s2.webp', '/strips/s1.webp']);
  });

  it('moves the new strip into the rotation once its time in the spotlight is up', async () => {
    const { push, opened, advance } = setUp();
    await screen.findAllByRole('img', { name: 'A guest’s photo strip' });
    await opened();
    vi.useFakeTimers();
    try {
      push({ type: 'added', seq: 1, entry: entry(3) });
      advance(SPOTLIGHT_MS - 1);
      act(() => vi.advanceTimersByTime(SPOTLIGHT_MS - 1));
      expect(screen.getByText('Just in')).toBeTruthy();
      advance(1);
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    expect(screen.queryByText('Just in')).toBeNull();
    expect(sources()).toContain('/strips/s3.webp');
  });

  it('says the event has ended when its channel drops and the event answers 410 (a refused handshake)', async () => {
    let reads = 0;
    const { channel, opened } = setUp({
      event: () => {
        reads += 1;
        return reads === 1
          ? Promise.resolve(event)
          : Promise.reject(new ApiRequestError('ended', 410, 'event_ended'));
      },
    });
    await opened();
    act(() => channel.options?.onConnected(false));
    expect(await screen.findByText('This event has ended')).toBeTruthy();
    expect(channel.closed).toBe(true);
  });

  it('keeps its channel when it drops and the event is still there', async () => {
    let reads = 0;
    const { channel, opened } = setUp({
      event: () => {
        reads += 1;
        return Promise.resolve(event);
      },
    });
    await opened();
    act(() => channel.options?.onConnected(false));
    await vi.waitFor(() => expect(reads).toBe(2), { timeout: 15_000 });
    await act(() => Promise.resolve());
    expect(channel.closed).toBe(false);
    expect(screen.queryByText('This event has ended')).toBeNull();
  });

  it('says the event has ended, and stops', async () => {
    const { push, opened } = setUp();
    await screen.findAllByRole('img', { name: 'A guest’s photo strip' });
    await opened();
    push({ type: 'ended', seq: 4 });
    expect(screen.getByRole('status').textContent).toBe('This event has ended');
    expect(sources()).toEqual([]);
  });

  it('before the first strip, invites: the name, a large QR code to make one, and where strips appear', async () => {
    const { push, opened } = setUp({
      galleryPage: () => Promise.resolve({ entries: [], next: null }),
    });
    await screen.findByText('Strips appear here as guests make them');
    const main = screen.getByRole('main');
    // One QR code, in the middle (the corner's would say the same, smaller).
    const qr = screen.getByRole('img', { name: 'QR code to the event’s booth' });
    expect(qr.closest('.show-welcome')).not.toBeNull();
    expect(screen.getAllByRole('img', { name: 'QR code to the event’s booth' })).toHaveLength(1);
    expect(within(main).getByText('Make yours')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ada & Bo’s wedding' })).toBeTruthy();
    expect(main.classList.contains('show-empty')).toBe(true);

    // The first strip takes the stage; the QR code goes back to its corner.
    await opened();
    push({ type: 'added', seq: 1, entry: entry(3) });
    await screen.findByRole('img', { name: 'A guest’s photo strip' });
    expect(main.classList.contains('show-empty')).toBe(false);
    expect(
      screen.getByRole('img', { name: 'QR code to the event’s booth' }).closest('aside'),
    ).not.toBeNull();
  });

  it('says the gallery is off rather than waiting for strips that never come', async () => {
    const off = { ...event, settings: { ...event.settings, gallery: 'off' as const } };
    setUp({
      event: () => Promise.resolve(off),
      galleryPage: () => Promise.reject(new Error('not asked')),
    });
    expect(
      await screen.findByText('The host turned the gallery off: no strips are shown.'),
    ).toBeTruthy();
  });

  it('says the link does not work for an unknown code', async () => {
    setUp({ event: () => Promise.reject(new ApiRequestError('no', 404, 'not_found')) });
    expect((await screen.findByText('This event link doesn’t work')).getAttribute('role')).toBe(
      'status',
    );
  });

  it('closes the channel when it leaves the screen', async () => {
    const { view, channel, opened } = setUp();
    await screen.findAllByRole('img', { name: 'A guest’s photo strip' });
    await opened();
    expect(channel.options?.code).toBe(CODE);
    view.unmount();
    expect(channel.closed).toBe(true);
  });
});
