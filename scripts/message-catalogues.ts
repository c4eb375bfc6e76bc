/**
 * The message catalogues as modules (docs/development.md, Languages): src/web/lib/i18n/locales/<language>/<area>.json
 * hold ICU messages by key; this Vite plugin turns them into one module per language and part,
 * each compiled for Lingui's runtime (no ICU parser in the browser), with English standing in
 * for any key a language lacks. Only the visitor's language is fetched: `virtual:messages`
 * exports a loader per language and part, each its own chunk.
 *
 * Parts: 'first' is what the first page needs (the frame around every screen and the welcome
 * screen), so / stays small; 'make' is the texts of the screens that make a strip (layout,
 * capture, editor, download), and 'event' the shared event's big-screen and gallery texts, each
 * fetched only by its screens, so the friend's page stays small; 'rest' is every other screen
 * (the letters), fetched with the first of them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { LANGUAGES, SOURCE_LANGUAGE } from '../src/model/languages.js';

export const LOCALES_DIR = fileURLToPath(new URL('../src/web/lib/i18n/locales', import.meta.url));

/** The areas of the first part; every other area is in 'rest'. */
export const FIRST_AREAS = ['shell', 'home'];
/** The areas of the 'event' part: only the screens that use them fetch them. */
export const EVENT_AREAS = ['show', 'gallery', 'host', 'guest', 'event', 'liveEvent'];
/** The areas of the 'make' part: the screens that make a strip fetch them, the friend's page does not. */
export const MAKE_AREAS = ['layout', 'capture', 'editor', 'controls', 'download', 'together'];
export const PARTS = ['first', 'rest', 'make', 'event'] as const;
export type Part = (typeof PARTS)[number];

type Catalogue = Record<string, string>;

/** The areas (file names without .json) the source language has. */
export function areasOf(dir = LOCALES_DIR): string[] {
  return readdirSync(path.join(dir, SOURCE_LANGUAGE))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/** One area's catalogue of one language; {} when the file does not exist. */
export function readCatalogue(language: string, area: string, dir = LOCALES_DIR): Catalogue {
  let text: string;
  try {
    text = readFileSync(path.join(dir, language, `${area}.json`), 'utf8');
  } catch {
    return {};
  }
  return JSON.parse(text) as Catalogue;
}

/** A part's messages in `language`, the source's for keys the language lacks, as written. */
export function partMessages(language: string, part: Part, dir = LOCALES_DIR): Catalogue {
  const areas = areasOf(dir).filter((area) => partOf(area) === part);
  const messages: Catalogue = {};
  for (const area of areas) {
    const source = readCatalogue(SOURCE_LANGUAGE, area, dir);
    const translated = readCatalogue(language, area, dir);
    // Only the source's keys: a key the source dropped is not shipped.
    for (const [key, message] of Object.entries(source)) messages[key] = translated[key] ?? message;
  }
  return messages;
}

/** The part an area's messages are fetched in. */
function partOf(area: string): Part {
  if (FIRST_AREAS.includes(area)) return 'first';
  if (MAKE_AREAS.includes(area)) return 'make';
  return EVENT_AREAS.includes(area) ? 'event' : 'rest';
}

/**
 * A message compiled for Lingui: token arrays, a plain text too (`["Start"]`): Lingui's runtime
 * takes a bare string for a message it must compile, and without its compiler (the production
 * build) it warns about each one.
 */
export function compiled(message: string): unknown {
  return compileMessageOrThrow(message);
}

const LOADERS_ID = 'virtual:messages';
const PART_ID = /^virtual:messages\/messages-([\w-]+)-(first|rest|make|event)$/;

export function messageCatalogues(): Plugin {
  return {
    name: 'postbooth-message-catalogues',
    enforce: 'pre',
    resolveId(id) {
      if (id === LOADERS_ID || PART_ID.test(id)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (!id.startsWith('\0virtual:messages')) return null;
      const name = id.slice(1);
      if (name === LOADERS_ID) {
        const entries = LANGUAGES.map(
          ({ code }) =>
            `${JSON.stringify(code)}: {` +
            PARTS.map(
              (part) => `${part}: () => import('virtual:messages/messages-${code}-${part}')`,
            ).join(', ') +
            '}',
        );
        return `export const loaders = {\n${entries.join(',\n')}\n};\n`;
      }
      const [, language = '', part = 'first'] = PART_ID.exec(name) ?? [];
      if (!LANGUAGES.some((entry) => entry.code === language)) return null;
      // Rebuilt when any catalogue changes (vite dev).
      for (const lang of new Set([SOURCE_LANGUAGE, language])) {
        for (const area of areasOf()) {
          // Only files that exist: a language may lack an area (English stands in), and a
          // watched file that is missing fails the import in vitest.
          const file = path.join(LOCALES_DIR, lang, `${area}.json`);
          if (existsSync(file)) this.addWatchFile(file);
        }
      }
      const messages = partMessages(language, part as Part);
      const out = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compiled(message)]),
      );
      return `export default ${JSON.stringify(out)};\n`;
    },
  };
}
