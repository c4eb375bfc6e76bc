import { describe, expect, it } from 'vitest';
import { cleanLabel, labelKey } from './label-text.js';
import { personNameSchema } from './together.js';

describe('cleanLabel', () => {
  it('takes out the characters of direction that reorder what follows', () => {
    // Right-to-left override, embeddings, pop, isolates and the marks of direction.
    expect(cleanLabel('Ana\u202Egnp.exe')).toBe('Anagnp.exe');
    expect(cleanLabel('\u202AB\u202Ben\u202C')).toBe('Ben');
    expect(cleanLabel('\u2066Chlo\u00e9\u2069\u2067\u2068\u200E\u200F\u061C')).toBe('Chloé');
  });

  it('takes out zero-width characters, and a joiner outside an emoji', () => {
    expect(cleanLabel('B\u200Be\u200Cn\u2060\uFEFF\u00AD')).toBe('Ben');
    expect(cleanLabel('A\u200Dna')).toBe('Ana');
    expect(cleanLabel('\u200B\u200D\uFEFF')).toBe('');
  });

  it('keeps the joiners that hold an emoji together, and letters of every script', () => {
    const family = '👩\u200D👩\u200D👧';
    expect(cleanLabel(`Mia ${family}`)).toBe(`Mia ${family}`);
    expect(cleanLabel('👍🏽\u200D🔥')).toBe('👍🏽\u200D🔥');
    expect(cleanLabel('سارة')).toBe('سارة');
    expect(cleanLabel('さくら')).toBe('さくら');
  });

  it('makes one line: any space, control character or blank letter is one space, trimmed', () => {
    expect(cleanLabel('  Ana \u00A0\u3000 María\t\n')).toBe('Ana María');
    expect(cleanLabel('Ben\u2028Jo')).toBe('Ben Jo');
    expect(cleanLabel('\u3164\u115F\u2800')).toBe('');
  });

  it('composes accents and drops half surrogates', () => {
    expect(cleanLabel('Chloe\u0301')).toBe('Chloé');
    expect(cleanLabel('Ana\uD800')).toBe('Ana');
  });
});

describe('labelKey', () => {
  it('is the same for names that read the same', () => {
    expect(labelKey('Ana')).toBe(labelKey('ANA'));
    expect(labelKey('Ana')).toBe(labelKey(' a\u200Bna '));
    expect(labelKey('Ana')).toBe(labelKey('Ana\uFE0F'));
    expect(labelKey('Ben')).toBe(labelKey('\uFF22\uFF45\uFF4E'));
    expect(labelKey('Chloé')).toBe(labelKey('CHLOE\u0301'));
    expect(labelKey('Strauß')).toBe(labelKey('STRAUSS'));
  });

  it('tells different names apart', () => {
    expect(labelKey('Ana')).not.toBe(labelKey('Anna'));
    expect(labelKey('Ana B')).not.toBe(labelKey('AnaB'));
  });
});

describe('personNameSchema', () => {
  it('keeps the cleaned name', () => {
    expect(personNameSchema.parse(' \u202EBen\u200B ')).toBe('Ben');
  });

  it('refuses a name that is nothing once cleaned, too long, or holds control characters', () => {
    expect(personNameSchema.safeParse('\u200B\u202E\u3164').success).toBe(false);
    expect(personNameSchema.safeParse('x'.repeat(25)).success).toBe(false);
    expect(personNameSchema.safeParse('Ben\u0007').success).toBe(false);
    // Marks that go do not count against the length.
    expect(personNameSchema.parse(`${'x'.repeat(24)}\u200B\u200B`)).toBe('x'.repeat(24));
  });
});
