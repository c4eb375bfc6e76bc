import { describe, expect, it } from 'vitest';
import { decorationsRequestSchema, THEME_MAX_LENGTH } from './api.js';

describe('decorationsRequestSchema', () => {
  it('counts a theme in UTF-16 units, as the theme field does', () => {
    const emoji = (count: number) => '🎉'.repeat(count);
    expect(decorationsRequestSchema.safeParse({ theme: emoji(THEME_MAX_LENGTH / 2) }).success).toBe(
      true,
    );
    expect(
      decorationsRequestSchema.safeParse({ theme: emoji(THEME_MAX_LENGTH / 2 + 1) }).success,
    ).toBe(false);
    expect(decorationsRequestSchema.safeParse({ theme: emoji(THEME_MAX_LENGTH) }).success).toBe(
      false,
    );
    expect(
      decorationsRequestSchema.safeParse({ theme: 'a'.repeat(THEME_MAX_LENGTH) }).success,
    ).toBe(true);
  });
});
