import { describe, expect, it } from 'vitest';
import { canGenerate } from './use-ai-decorations.js';

describe('canGenerate', () => {
  it('needs a theme that is not blank', () => {
    expect(canGenerate('beach party', false)).toBe(true);
    expect(canGenerate('', false)).toBe(false);
    expect(canGenerate('   \t\n', false)).toBe(false);
  });

  it('is off while generating', () => {
    expect(canGenerate('beach party', true)).toBe(false);
  });
});
