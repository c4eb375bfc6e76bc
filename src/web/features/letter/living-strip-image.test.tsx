// @vitest-environment happy-dom
/**
 * A living strip on the friend's page: the server's HTML already holds the muted, looping,
 * inline video with the still strip as its poster (and the still itself, for reduced motion),
 * and the Play/Pause button switches between them.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LivingStripImage } from './living-strip-image.js';

const STRIP = '/strips/photostrip-1700000000000-AbCdEfGhIjKlMnOpQrStUv.png';
const DISPLAY = '/strips/photostrip-1700000000000-AbCdEfGhIjKlMnOpQrStUv.webp';
const VIDEO = '/videos/AbCdEfGhIjKlMnOpQrStUv.mp4';
const display = { url: DISPLAY, width: 360, height: 1598 };

/** The markup as the server renders it (entry-server.tsx's way), parsed. */
async function serverHtml(element: React.ReactElement): Promise<Document> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return new DOMParser().parseFromString(html, 'text/html');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

describe('a living strip on the friend’s page', () => {
  it('is in the server’s HTML: a muted looping inline video, the display copy its poster', async () => {
    const page = await serverHtml(
      <LivingStripImage video={VIDEO} strip={STRIP} display={display} />,
    );
    const video = page.querySelector('video');
    expect(video).not.toBeNull();
    for (const name of ['muted', 'autoplay', 'loop', 'playsinline']) {
      expect(video?.hasAttribute(name), name).toBe(true);
    }
    expect(video?.getAttribute('src')).toBe(VIDEO);
    expect(video?.getAttribute('poster')).toBe(DISPLAY);
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect([video?.getAttribute('width'), video?.getAttribute('height')]).toEqual(['360', '1598']);
    // The still, for reduced motion and for the full-screen viewer.
    expect(page.querySelector('source')?.getAttribute('srcset')).toBe(DISPLAY);
    expect(page.querySelector('img')?.getAttribute('src')).toBe(STRIP);
  });

  it('takes the PNG as its poster when the strip has no display copy', async () => {
    const page = await serverHtml(<LivingStripImage video={VIDEO} strip={STRIP} />);
    expect(page.querySelector('video')?.getAttribute('poster')).toBe(STRIP);
  });

  it('pauses on a press and plays on the next one', () => {
    reducedMotion(false);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = render(
      <LivingStripImage video={VIDEO} strip={STRIP} display={display} />,
    );
    const live = container.querySelector('.letter-strip-live');
    expect(live?.hasAttribute('data-motion')).toBe(false);
    fireEvent.click(screen.getByRole('button'));
    expect(live?.getAttribute('data-motion')).toBe('off');
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button'));
    expect(live?.getAttribute('data-motion')).toBe('on');
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('plays on the first press for a reader who asked for reduced motion (they saw the still)', () => {
    reducedMotion(true);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = render(
      <LivingStripImage video={VIDEO} strip={STRIP} display={display} />,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(container.querySelector('.letter-strip-live')?.getAttribute('data-motion')).toBe('on');
    expect(play).toHaveBeenCalledTimes(1);
  });
});
