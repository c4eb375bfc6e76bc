import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  directionOf,
  languageCookie,
  LANGUAGES,
  matchLanguage,
  parseAcceptLanguage,
} from './languages.js';

describe('matchLanguage', () => {
  it('matches exact codes in any case, then the primary language', () => {
    expect(matchLanguage('ja')).toBe('ja');
    expect(matchLanguage('PT-br')).toBe('pt-BR');
    expect(matchLanguage('pt-PT')).toBe('pt-BR');
    expect(matchLanguage('pt')).toBe('pt-BR');
    expect(matchLanguage('zh-CN')).toBe('zh-Hans');
    expect(matchLanguage('zh_TW')).toBe('zh-Hans');
    expect(matchLanguage('fr-CA')).toBe('fr');
    expect(matchLanguage('ar-EG')).toBe('ar');
  });

  it('refuses what is not ours', () => {
    expect(matchLanguage('it')).toBeNull();
    expect(matchLanguage('')).toBeNull();
    expect(matchLanguage(undefined)).toBeNull();
    expect(matchLanguage('x'.repeat(100))).toBeNull();
    expect(matchLanguage('<script>')).toBeNull();
  });
});

describe('chooseLanguage', () => {
  it('takes the query, then the saved choice, then the preferred languages, then English', () => {
    expect(chooseLanguage({ query: 'ja', saved: 'fr', preferred: ['de'] })).toBe('ja');
    expect(chooseLanguage({ query: 'klingon', saved: 'fr', preferred: ['de'] })).toBe('fr');
    expect(chooseLanguage({ saved: 'nope', preferred: ['it', 'de-AT', 'fr'] })).toBe('de');
    expect(chooseLanguage({ preferred: ['it', 'nl'] })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by weight, keeps the order of equal weights and drops q=0', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(parseAcceptLanguage('en;q=0.2, ar;q=0.9, ja;q=0')).toEqual(['ar', 'en']);
  });

  it('survives junk and huge headers', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(';;;,,,q=1')).toEqual([]);
    expect(parseAcceptLanguage('es;q=abc')).toEqual(['es']);
    const huge = Array.from({ length: 10_000 }, () => 'it').join(',') + ',ja';
    expect(parseAcceptLanguage(huge)).not.toContain('ja');
    expect(parseAcceptLanguage(huge).length).toBeLessThanOrEqual(20);
  });
});

describe('languageCookie and directionOf', () => {
  it('reads the choice from a Cookie header', () => {
    expect(languageCookie('a=1; postbooth.lang=ar; b=2')).toBe('ar');
    expect(languageCookie('a=1')).toBeNull();
    expect(languageCookie(undefined)).toBeNull();
  });

  it('lays Arabic out right to left and nothing else', () => {
    expect(LANGUAGES.filter((l) => directionOf(l.code) === 'rtl').map((l) => l.code)).toEqual([
      'ar',
    ]);
  });
});
