import { describe, expect, it } from 'vitest';
import { viewerInputOf } from './viewer-input.js';

describe('viewerInputOf', () => {
  it('takes the pointer type when there is one', () => {
    expect(viewerInputOf('touch', false)).toBe('touch');
    expect(viewerInputOf('pen', false)).toBe('touch');
    expect(viewerInputOf('mouse', true)).toBe('pointer');
  });

  it('else the screen’s main pointer: a keyboard’s click, or one made again', () => {
    expect(viewerInputOf('', true)).toBe('touch');
    expect(viewerInputOf(undefined, false)).toBe('pointer');
  });
});
