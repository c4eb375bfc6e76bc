/**
 * The visitor's language in the browser (docs/development.md, Languages): `?lang=` if it names one of ours
 * (then kept as the choice), else the choice kept in localStorage, else navigator.languages,
 * else English. The choice is also a cookie, so the server renders the next page in it.
 */
import {
  chooseLanguage,
  directionOf,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  matchLanguage,
  type Language,
} from '../../../model/languages.js';
import { browserStorage, type KeyValueStorage } from '../storage/safe-storage.js';

/** A year: the cookie outlives a browser restart; the choice in localStorage is the truth. */
const COOKIE_SECONDS = 365 * 24 * 60 * 60;

export interface LanguageWindow {
  location: { search: string };
  navigator: { languages?: readonly string[]; language?: string };
  document: { cookie: string };
}

export function browserLanguage(
  win: LanguageWindow = window,
  storage: KeyValueStorage = browserStorage(),
): Language {
  const query = new URLSearchParams(win.location.search).get(LANGUAGE_QUERY);
  const language = chooseLanguage({
    query,
    saved: storage.getItem(LANGUAGE_COOKIE),
    preferred: win.navigator.languages ?? [win.navigator.language ?? ''],
  });
  // A link with ?lang= is a choice made for the visitor; one that names nothing of ours is not.
  if (matchLanguage(query)) saveLanguage(language, win, storage);
  // The cookie follows the saved choice (it may have expired or been cleared on its own).
  else if (storage.getItem(LANGUAGE_COOKIE) === language) writeCookie(win, language);
  return language;
}

/** Keeps `language` as the visitor's choice. */
export function saveLanguage(
  language: Language,
  win: Pick<LanguageWindow, 'document'> = window,
  storage: KeyValueStorage = browserStorage(),
): void {
  storage.setItem(LANGUAGE_COOKIE, language);
  writeCookie(win, language);
}

function writeCookie(win: Pick<LanguageWindow, 'document'>, language: Language): void {
  win.document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_SECONDS}; SameSite=Lax`;
}

/** `<html lang dir>` for `language`: screen readers, fonts and the whole layout's direction. */
export function showLanguage(
  language: Language,
  root: { lang: string; dir: string } = document.documentElement,
): void {
  root.lang = language;
  root.dir = directionOf(language);
}
