/**
 * The languages the app speaks, and how one is chosen for a visitor (docs/development.md, Languages). Pure:
 * the browser (query, saved choice, navigator.languages) and the server (query, cookie,
 * Accept-Language) both choose with chooseLanguage, so a page the server renders is in the
 * language the browser then hydrates it in.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'zh-Hans', name: '简体中文', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export type TextDirection = 'ltr' | 'rtl';

/** The source language: every key is written in it first, and it stands in for a missing one. */
export const SOURCE_LANGUAGE: Language = 'en';

/** The query parameter that picks a language (`/?lang=ja`). */
export const LANGUAGE_QUERY = 'lang';
/** The cookie (and localStorage key) that keeps a visitor's choice, so the server renders in it. */
export const LANGUAGE_COOKIE = 'postbooth.lang';

export function directionOf(language: Language): TextDirection {
  return LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr';
}

/**
 * The language a BCP 47 tag asks for, or null: an exact match first (any case), then the same
 * primary language (`pt-PT` → Brazilian Portuguese, `zh-TW` → Simplified Chinese, `fr-CA` →
 * French). Anything else is not ours.
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const wanted = tag.trim().toLowerCase();
  if (wanted.length === 0 || wanted.length > 35) return null;
  const exact = LANGUAGES.find((entry) => entry.code.toLowerCase() === wanted);
  if (exact) return exact.code;
  const primary = wanted.split(/[-_]/)[0];
  return (
    LANGUAGES.find((entry) => entry.code.toLowerCase().split('-')[0] === primary)?.code ?? null
  );
}

export interface LanguageSources {
  /** The `lang` query parameter, if any. */
  query?: string | null;
  /** The visitor's saved choice (localStorage in the browser, the cookie on the server). */
  saved?: string | null;
  /** The browser's languages, most wanted first (navigator.languages, Accept-Language). */
  preferred?: readonly string[];
}

/** The query if it names a language of ours, else the saved choice, else the first of the
 * preferred we speak, else English. */
export function chooseLanguage(sources: LanguageSources): Language {
  return (
    matchLanguage(sources.query) ??
    matchLanguage(sources.saved) ??
    (sources.preferred ?? []).map(matchLanguage).find((found) => found !== null) ??
    SOURCE_LANGUAGE
  );
}

/** At most this many entries of an Accept-Language header are read (a stranger writes it). */
const MAX_ACCEPTED = 20;

/**
 * The languages of an Accept-Language header, most wanted first (`fr-CH, fr;q=0.9, en;q=0.8`):
 * weights honoured, `q=0` dropped, a stable order for equal weights, junk ignored.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .slice(0, MAX_ACCEPTED)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), weight: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The value of the language cookie in a Cookie header, if any. */
export function languageCookie(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.slice(0, 4096).split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && value) return value;
  }
  return null;
}
