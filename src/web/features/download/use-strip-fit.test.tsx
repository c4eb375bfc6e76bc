// @vitest-environment happy-dom
/**
 * The strip's max-height as /download sets it: measured from where the image starts, with a
 * phone's half-screen minimum, and again when the window changes. happy-dom lays nothing out:
 * the image's top is given, the window's size is set.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStripFit } from './use-strip-fit.js';

/** A six-pose strip's height over its width (model/strip.ts). */
const RATIO = 1332 / 300;
const TOP = 240;
const MARGIN = 16;

function Strip({ ratio }: { ratio: number | null }) {
  const image = useRef<HTMLImageElement>(null);
  const maxHeight = useStripFit(image, ratio);
  return (
    <figure>
      <img ref={image} alt="strip" style={maxHeight === null ? undefined : { maxHeight }} />
    </figure>
  );
}

/** happy-dom's own control of the window's size, which its matchMedia follows too. */
interface HappyWindow {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
}

function setWindow(width: number, height: number) {
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useStripFit', () => {
  it('sets nothing until the strip’s ratio is known', () => {
    setWindow(390, 844);
    render(<Strip ratio={null} />);
    expect(screen.getByRole('img').style.maxHeight).toBe('');
  });

  it('keeps a phone’s strip half the screen wide, and a wide window’s within its height', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, TOP, 100, 100),
    );
    setWindow(390, 844);
    render(<Strip ratio={RATIO} />);
    const image = screen.getByRole('img');
    // 844 - 240 - 16 = 588 px would make it 132 px wide: the half-screen minimum, 195 px, holds.
    expect(image.style.maxHeight).toBe(`${Math.ceil(195 * RATIO)}px`);

    setWindow(1280, 800);
    await vi.waitFor(() => expect(image.style.maxHeight).toBe(`${800 - TOP - MARGIN}px`), {
      timeout: 15_000,
    });
  });
});
