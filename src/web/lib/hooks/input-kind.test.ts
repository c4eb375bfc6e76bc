import { describe, expect, it } from 'vitest';
import { inputKindOf } from './input-kind.js';

describe('inputKindOf', () => {
  it('follows the last press, else the main pointer', () => {
    expect(inputKindOf(null, true)).toBe('touch');
    expect(inputKindOf(null, false)).toBe('pointer');
    expect(inputKindOf('touch', false)).toBe('touch');
    expect(inputKindOf('pen', false)).toBe('touch');
    expect(inputKindOf('mouse', true)).toBe('pointer');
  });
});
