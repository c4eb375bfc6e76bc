/**
 * The catalogues of one language, fetched as they are needed: the 'first' part (the frame and
 * the welcome screen) before the app starts, the 'rest' with the first other screen, 'make'
 * with the screens that make a strip and 'event' with the shared event's screens. One Lingui
 * instance per language, so the server can render pages in several languages at once.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { loaders } from 'virtual:messages';
import type { Language } from '../../../model/languages.js';

export type Part = 'first' | 'rest' | 'make' | 'event';

/** Every part, in the order a screen needs them. */
export const ALL_PARTS: readonly Part[] = ['first', 'rest', 'make', 'event'];

const instances = new Map<Language, I18n>();
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** The Lingui instance of `language`, holding the parts loaded so far. */
export function i18nOf(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: {} } });
    instances.set(language, i18n);
  }
  return i18n;
}

/** True once `part` of `language` is in its instance. */
export function hasPart(language: Language, part: Part): boolean {
  return loaded.has(`${language}/${part}`);
}

/** Fetches the parts of `language` not yet loaded (each once, however many ask). */
export async function loadParts(language: Language, parts: readonly Part[]): Promise<I18n> {
  const i18n = i18nOf(language);
  await Promise.all(
    parts.map((part) => {
      const key = `${language}/${part}`;
      let promise = loading.get(key);
      if (!promise) {
        const loader = loaders[language]?.[part];
        if (!loader) throw new Error(`No catalogue for ${key}.`);
        promise = loader().then(
          (module) => {
            i18n.load(language, module.default);
            loaded.add(key);
          },
          (error: unknown) => {
            // Offline before the chunk was kept: the next try fetches it again.
            loading.delete(key);
            throw error;
          },
        );
        loading.set(key, promise);
      }
      return promise;
    }),
  );
  return i18n;
}

/** The language the browser shows (set by the app's LanguageProvider); 'en' on the server. */
let active: Language = 'en';

export function setActiveLanguage(language: Language): void {
  active = language;
}

/**
 * Loads every screen's messages for the language shown, before a lazy screen renders
 * (app/router.tsx). On the server the page's language is loaded whole before rendering.
 */
export async function loadRestOfActive(): Promise<void> {
  if (import.meta.env.SSR) return;
  await loadParts(active, ['first', 'rest']);
}

/**
 * loadRestOfActive, and the texts of the screens that make a strip (layout, capture, editor,
 * download): only those screens fetch them, so the friend's page does not.
 */
export async function loadMakeOfActive(): Promise<void> {
  if (import.meta.env.SSR) return;
  await loadParts(active, ['first', 'rest', 'make']);
}

/**
 * Every part: the shared event's big-screen and gallery texts (their screens only), with the
 * others they show (the gallery's strip viewer speaks with the download screen's words).
 */
export async function loadEventOfActive(): Promise<void> {
  if (import.meta.env.SSR) return;
  await loadParts(active, ALL_PARTS);
}
