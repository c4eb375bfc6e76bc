import { describe, expect, it } from 'vitest';
import { namesList } from './names-list.js';

describe('namesList', () => {
  it('joins names as each language does, the English one without a serial comma', () => {
    expect(namesList(['Ana', 'Ben', 'Chloé'], 'en')).toBe('Ana, Ben and Chloé');
    expect(namesList(['Ana', 'Ben'], 'en')).toBe('Ana and Ben');
    expect(namesList(['Ana'], 'en')).toBe('Ana');
    expect(namesList(['Ana', 'Ben', 'Chloé'], 'fr')).toBe('Ana, Ben et Chloé');
    expect(namesList(['Ana', 'Ben', 'Chloé'], 'de')).toBe('Ana, Ben und Chloé');
  });
});
