import colorNames from 'color-name';
import { describe, expect, it } from 'vitest';
import {
  DARK_INK,
  isPaletteColour,
  LIGHT_INK,
  nearestColourName,
  paletteColourOf,
  parseCssColour,
  readableInk,
  relativeLuminance,
  sameColour,
  spellColourName,
} from './colour.js';
import { FRAME_PALETTE } from './palette.js';

describe('parseCssColour', () => {
  it.each([
    ['#FF8800', '#ff8800'],
    ['#f80', '#ff8800'],
    ['#f80c', '#ff8800'],
    ['#11223344', '#112233'],
    ['Teal', '#008080'],
    ['  rebeccapurple ', '#663399'],
    ['rgb(255, 0, 128)', '#ff0080'],
    ['rgba(0,0,0,0.5)', '#000000'],
    ['rgb(100% 50% 0%)', '#ff8000'],
    ['hsl(0, 100%, 50%)', '#ff0000'],
    ['hsl(120deg 100% 25%)', '#008000'],
    ['hsl(240, 100%, 50%)', '#0000ff'],
    ['hsla(200, 0%, 100%, 0.3)', '#ffffff'],
  ])('reads %s as %s', (input, expected) => {
    expect(parseCssColour(input)).toBe(expected);
  });

  it.each(['', 'blueish', '#12', '#ggg', 'rgb(1,2)', 'hsl(1, 2, 3)', 'url(x)', 'toString'])(
    'refuses %j',
    (input) => {
      expect(parseCssColour(input)).toBeNull();
    },
  );
});

describe('sameColour', () => {
  it('ignores case and surrounding spaces', () => {
    expect(sameColour('#E63946', '#e63946')).toBe(true);
    expect(sameColour(' #ffffff', '#FFFFFF ')).toBe(true);
    expect(sameColour('#E63946', '#E63947')).toBe(false);
  });
});

describe('paletteColourOf and isPaletteColour', () => {
  it('find every palette colour in either case', () => {
    for (const entry of FRAME_PALETTE) {
      expect(paletteColourOf(entry.hex.toLowerCase())).toBe(entry);
      expect(paletteColourOf(entry.hex)).toBe(entry);
      expect(isPaletteColour(` ${entry.hex.toLowerCase()}`)).toBe(true);
    }
  });

  it('answer undefined and false for a custom colour', () => {
    expect(paletteColourOf('#123456')).toBeUndefined();
    expect(isPaletteColour('#123456')).toBe(false);
  });
});

describe('relativeLuminance', () => {
  it('runs from 0 for black to 1 for white, for any CSS colour', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('white')).toBe(1);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(relativeLuminance('not a colour')).toBeNull();
  });
});

describe('readableInk', () => {
  it('writes dark ink on light colours and white ink on dark ones, for every palette colour', () => {
    const light = [
      '#FFFFFF',
      '#FFE5E5',
      '#2A9D8F',
      '#B76E79',
      '#B5838D',
      '#C0C0C0',
      '#A8DADC',
      '#D3D3D3',
    ];
    const dark = ['#000000', '#E63946', '#457B9D'];
    for (const colour of light) expect(readableInk(colour)).toBe(DARK_INK);
    for (const colour of dark) expect(readableInk(colour)).toBe(LIGHT_INK);
  });

  it('is the strip’s brown-black and white', () => {
    expect(DARK_INK).toBe('#2b2118');
    expect(LIGHT_INK).toBe('#ffffff');
  });

  it('picks whichever contrasts more, even where the two are close', () => {
    // Mid grey: 3.99:1 against the dark ink, 3.95:1 against white.
    expect(readableInk('#808080')).toBe(DARK_INK);
    expect(readableInk('#7a7a7a')).toBe(LIGHT_INK);
  });

  it('takes an unreadable colour for the white frame', () => {
    expect(readableInk('not a colour')).toBe(DARK_INK);
  });
});

describe('nearestColourName', () => {
  it('names a colour by the nearest CSS colour, written in words', () => {
    expect(nearestColourName('#2e8b57')).toBe('Sea Green');
    expect(nearestColourName('#2A9D8F')).toBe('Light Sea Green');
    expect(nearestColourName('#fe0001')).toBe('Red');
    expect(nearestColourName('#fffffe')).toBe('White');
    expect(nearestColourName('not a colour')).toBeNull();
  });

  it('spells every CSS colour name in known words', () => {
    for (const name of Object.keys(colorNames)) {
      const spelled = spellColourName(name);
      expect(spelled.replaceAll(' ', '').toLowerCase()).toBe(name);
      // Every word is a short dictionary word, never the unsplit rest of a name.
      for (const word of spelled.split(' ')) expect(word.length, name).toBeLessThanOrEqual(10);
    }
    expect(spellColourName('lightgoldenrodyellow')).toBe('Light Goldenrod Yellow');
    expect(spellColourName('mediumaquamarine')).toBe('Medium Aquamarine');
  });
});
