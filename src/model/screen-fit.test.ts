import { describe, expect, it } from 'vitest';
import { DEFAULT_STICKER_SIZE } from './sticker.js';
import { aiStickerSize, previewFit, scrollToShowAbove } from './screen-fit.js';
import { stripGeometry } from './strip.js';

const aspectOf = (poses: number) => {
  const g = stripGeometry(poses);
  return g.width / g.height;
};
/** The column's parts besides the strip (editor.css --side-chrome), in CSS px. */
const CHROME = 200;
/** The room the sum keeps between a photo and the sheet's top (or the screen's). */
const REVEAL_MARGIN = 12;

describe('previewFit', () => {
  it('shows a 4-pose strip whole at 1280 × 800, still over a fifth of the height wide', () => {
    const fit = previewFit({ width: 1280, height: 800 }, aspectOf(4), CHROME);
    expect(fit.fits).toBe(true);
    expect(fit.width / aspectOf(4) + CHROME).toBeLessThanOrEqual(800);
    expect(fit.width).toBeGreaterThanOrEqual(176);
  });

  it('makes a 4-pose strip at least 40 % of the height wide where whole it would be too small', () => {
    const fit = previewFit({ width: 1280, height: 500 }, aspectOf(4), CHROME);
    expect(fit.width).toBeGreaterThanOrEqual(200);
    // Taller than the screen: the page scrolls through it.
    expect(fit.fits).toBe(false);
  });

  it('gives a 6-pose strip the same room, far more than the 124 px it fitted into', () => {
    expect(previewFit({ width: 1280, height: 800 }, aspectOf(6), CHROME).width).toBe(320);
  });

  it('shows a short strip whole, as large as the screen allows', () => {
    const fit = previewFit({ width: 1280, height: 800 }, aspectOf(2), CHROME);
    expect(fit.fits).toBe(true);
    expect(fit.width).toBeGreaterThan(320);
    expect(fit.width / aspectOf(2) + CHROME).toBeLessThanOrEqual(800);
  });

  it('leaves the controls most of a narrower screen, and never grows past 480 px', () => {
    expect(previewFit({ width: 800, height: 1180 }, aspectOf(4), CHROME).width).toBe(320);
    expect(previewFit({ width: 2560, height: 1440 }, aspectOf(2), CHROME).width).toBe(480);
  });

  it('keeps even a 6-pose strip whole on a kiosk at 1024 × 768, where the page never scrolls', () => {
    const fit = previewFit({ width: 1024, height: 768 }, aspectOf(6), CHROME, true);
    expect(fit.fits).toBe(true);
    expect(fit.width / aspectOf(6) + CHROME).toBeLessThanOrEqual(768);
    // A visitor's 6-pose strip keeps its 40 % of the height, and the page scrolls through it.
    expect(previewFit({ width: 1024, height: 768 }, aspectOf(6), CHROME).fits).toBe(false);
  });
});

describe('scrollToShowAbove', () => {
  it('scrolls Photo 3 of a phone strip up above the sheet', () => {
    // The reviewer's case: sheet top at 570 px, the photo at 640–844 px.
    const delta = scrollToShowAbove({ top: 640, bottom: 844 }, 570);
    expect(delta).toBe(844 + REVEAL_MARGIN - 570);
    expect(844 - delta).toBe(570 - REVEAL_MARGIN);
  });

  it('does not scroll for a photo already in sight above the sheet', () => {
    expect(scrollToShowAbove({ top: 100, bottom: 300 }, 570)).toBe(0);
  });

  it('scrolls back down to a photo above the screen', () => {
    expect(scrollToShowAbove({ top: -150, bottom: 50 }, 570)).toBe(-150 - REVEAL_MARGIN);
  });

  it('brings a photo taller than the room left to the top of the screen', () => {
    expect(scrollToShowAbove({ top: 400, bottom: 1000 }, 500)).toBe(400 - REVEAL_MARGIN);
  });
});

describe('aiStickerSize', () => {
  it('follows the photo: 40 % of its height, larger than an emoji', () => {
    const photo = stripGeometry(6).photos[0]!;
    expect(aiStickerSize(photo)).toBe(Math.round(photo.height * 0.4));
    expect(aiStickerSize(photo)).toBeGreaterThan(DEFAULT_STICKER_SIZE);
  });
});
