// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LivingStripMedia } from './living-strip-media.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VIDEO = '/videos/livestrip-1764000000000-aaaaaaaaaaaaaaaaaaaaaa.mp4';

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const media = (props: Partial<Parameters<typeof LivingStripMedia>[0]> = {}) =>
  render(
    <LivingStripMedia
      className="strip"
      src="/strips/s.webp"
      video={VIDEO}
      alt="A strip"
      width={600}
      height={1800}
      {...props}
    />,
  ).container;

describe('LivingStripMedia', () => {
  it('plays the video muted, looping, inline, the still its poster, where the still would be', () => {
    reducedMotion(false);
    const video = media().querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.getAttribute('src')).toBe(VIDEO);
    expect(video?.getAttribute('poster')).toBe('/strips/s.webp');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.className).toBe('strip');
    expect(video?.getAttribute('aria-label')).toBe('A strip');
    expect(video?.getAttribute('width')).toBe('600');
  });

  it('shows the still without a video, with reduced motion, and when the video fails', () => {
    reducedMotion(false);
    expect(media({ video: undefined }).querySelector('img')?.getAttribute('src')).toBe(
      '/strips/s.webp',
    );
    cleanup();
    const failing = media();
    const video = failing.querySelector('video');
    if (!video) throw new Error('no video');
    fireEvent.error(video);
    expect(failing.querySelector('video')).toBeNull();
    expect(failing.querySelector('img')?.getAttribute('alt')).toBe('A strip');
    cleanup();
    reducedMotion(true);
    const still = media();
    expect(still.querySelector('video')).toBeNull();
    expect(still.querySelector('img.strip')).not.toBeNull();
  });

  it('with whenOnScreen, fetches and plays the video only while it is on screen', () => {
    reducedMotion(false);
    let seen: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          seen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const tile = media({ whenOnScreen: true });
    const video = () => tile.querySelector('video');
    expect(video()?.hasAttribute('src')).toBe(false);
    expect(video()?.getAttribute('poster')).toBe('/strips/s.webp');
    act(() => seen?.([{ isIntersecting: true }]));
    expect(video()?.getAttribute('src')).toBe(VIDEO);
    act(() => seen?.([{ isIntersecting: false }]));
    expect(video()?.hasAttribute('src')).toBe(false);
  });
});
