import { describe, expect, it } from 'vitest';
import { colourInputValue } from './colour.js';

describe('colourInputValue', () => {
  it('lower-cases a #rrggbb colour, as the colour input wants it', () => {
    expect(colourInputValue('#A8DADC')).toBe('#a8dadc');
  });

  it('falls back to white for anything else', () => {
    expect(colourInputValue('red')).toBe('#ffffff');
    expect(colourInputValue('#fff')).toBe('#ffffff');
  });
});
