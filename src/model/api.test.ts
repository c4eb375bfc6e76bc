import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  apiPaths,
  decorationsRequestSchema,
  letterPath,
  THEME_MAX_LENGTH,
} from './api.js';

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

describe('apiPaths', () => {
  it('keeps every API address under the API prefix', () => {
    for (const path of Object.values(apiPaths)) expect(path.startsWith(API_PREFIX)).toBe(true);
  });

  it('fills in a letter id, encoded', () => {
    expect(letterPath('abc_DEF-123')).toBe('/api/letters/abc_DEF-123');
    expect(letterPath('a/b?c')).toBe('/api/letters/a%2Fb%3Fc');
  });
});
