import { describe, expect, it } from 'vitest';
import { FRAME_PALETTE } from '../../../../model/palette.js';
import { colourInputValue, markInk, paletteColourOf, sameColour } from './colour.js';

describe('sameColour', () => {
  it('ignores case and surrounding spaces', () => {
    expect(sameColour('#E63946', '#e63946')).toBe(true);
    expect(sameColour(' #ffffff', '#FFFFFF ')).toBe(true);
    expect(sameColour('#E63946', '#E63947')).toBe(false);
  });
});

describe('paletteColourOf', () => {
  it('finds every palette colour in either case', () => {
    for (const entry of FRAME_PALETTE) {
      expect(paletteColourOf(entry.hex.toLowerCase())).toBe(entry);
      expect(paletteColourOf(entry.hex)).toBe(entry);
    }
  });

  it('answers undefined for a custom colour', () => {
    expect(paletteColourOf('#123456')).toBeUndefined();
  });
});

describe('colourInputValue', () => {
  it('lower-cases a #rrggbb colour, as the colour input wants it', () => {
    expect(colourInputValue('#A8DADC')).toBe('#a8dadc');
  });

  it('falls back to white for anything else', () => {
    expect(colourInputValue('red')).toBe('#ffffff');
    expect(colourInputValue('#fff')).toBe('#ffffff');
  });
});

describe('markInk', () => {
  it('draws dark marks on light swatches and white marks on dark ones', () => {
    expect(markInk('#FFFFFF')).toBe('#2b1d16');
    expect(markInk('#FFE5E5')).toBe('#2b1d16');
    expect(markInk('#C0C0C0')).toBe('#2b1d16');
    expect(markInk('#000000')).toBe('#ffffff');
    expect(markInk('#457B9D')).toBe('#ffffff');
    expect(markInk('#E63946')).toBe('#ffffff');
  });
});
