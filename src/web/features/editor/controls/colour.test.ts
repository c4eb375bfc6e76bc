import { describe, expect, it } from 'vitest';
import { colourHue, colourInputValue } from './colour.js';

describe('colourInputValue', () => {
  it('lower-cases a #rrggbb colour, as the colour input wants it', () => {
    expect(colourInputValue('#A8DADC')).toBe('#a8dadc');
  });

  it('falls back to white for anything else', () => {
    expect(colourInputValue('red')).toBe('#ffffff');
    expect(colourInputValue('#fff')).toBe('#ffffff');
  });
});

describe('colourHue', () => {
  it.each([
    ['#000000', 'black'],
    ['#ffffff', 'white'],
    ['#808080', 'grey'],
    ['#e63946', 'red'],
    ['#ff8c00', 'orange'],
    ['#ffd700', 'yellow'],
    ['#2e8b57', 'green'],
    ['#2a9d8f', 'teal'],
    ['#005493', 'blue'],
    ['#800080', 'purple'],
    ['#6a0dad', 'purple'],
    ['#ffc0cb', 'pink'],
    ['#8b4513', 'brown'],
  ])('names %s %s', (hex, hue) => {
    expect(colourHue(hex)).toBe(hue);
  });
});
