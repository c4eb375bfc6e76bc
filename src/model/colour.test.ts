import { describe, expect, it } from 'vitest';
import { parseCssColour } from './colour.js';

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
