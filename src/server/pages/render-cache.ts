/**
 * The friend's page markup kept for the letters read most recently: rendering takes about
 * 1.5 ms, reading a letter 0.1 ms, and a shared link is opened by many friends. Keyed by all
 * the renderer is given (address and data, read from the database on every request), so a
 * changed or deleted letter is never served from here; bounded, oldest first out.
 */
import type { Language } from '../../model/languages.js';
import type { PageData, ScreenRenderer } from '../../model/page-data.js';

export const RENDER_CACHE_ENTRIES = 500;

export function cachedRenderer(
  renderer: ScreenRenderer,
  maxEntries = RENDER_CACHE_ENTRIES,
): ScreenRenderer {
  const markups = new Map<string, string>();
  return {
    shareTexts: (language) => renderer.shareTexts(language),
    async renderScreen(url: string, data: PageData, language: Language) {
      const key = JSON.stringify([url, data, language]);
      const kept = markups.get(key);
      if (kept !== undefined) {
        // Most recently used last: Map keeps insertion order.
        markups.delete(key);
        markups.set(key, kept);
        return kept;
      }
      const markup = await renderer.renderScreen(url, data, language);
      markups.set(key, markup);
      if (markups.size > maxEntries) {
        const oldest = markups.keys().next().value;
        if (oldest !== undefined) markups.delete(oldest);
      }
      return markup;
    },
  };
}
