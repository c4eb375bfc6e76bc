/**
 * The catalogues (docs/development.md, Languages): every language has exactly the source's keys, every
 * message is valid ICU with the source's placeholders, and counts read right in each language.
 */
import { setupI18n } from '@lingui/core';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE } from '../src/model/languages.js';
import {
  areasOf,
  compiled,
  EVENT_AREAS,
  MAKE_AREAS,
  FIRST_AREAS,
  partMessages,
  readCatalogue,
  LOCALES_DIR,
} from './message-catalogues.js';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const AREAS = areasOf();
const TRANSLATIONS = LANGUAGES.map((l) => l.code).filter((code) => code !== SOURCE_LANGUAGE);

interface Argument {
  name: string;
  type: string;
  /** The plural or select branches' keys, for plural and select arguments. */
  cases?: string[];
}

/** Every argument of a parsed message, depth first. */
function argumentsOf(tokens: Token[]): Argument[] {
  return tokens.flatMap((token): Argument[] => {
    if (token.type === 'argument') return [{ name: token.arg, type: 'text' }];
    if (token.type === 'function') return [{ name: token.arg, type: token.key }];
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      return [
        { name: token.arg, type: token.type, cases: token.cases.map((c) => c.key) },
        ...token.cases.flatMap((c) => argumentsOf(c.tokens)),
      ];
    }
    return [];
  });
}

function parsed(language: string, message: string): Token[] {
  const cardinal = new Intl.PluralRules(language).resolvedOptions()
    .pluralCategories as Intl.LDMLPluralRule[];
  return parse(message, { cardinal, strict: false });
}

/** A value for every argument that is not `count`. */
function sampleValues(args: Argument[], count: number): Record<string, string | number | Date> {
  const values: Record<string, string | number | Date> = {};
  for (const arg of args) {
    if (arg.type === 'plural' || arg.type === 'selectordinal' || arg.type === 'number') {
      values[arg.name] = count;
    } else if (arg.type === 'date' || arg.type === 'time') {
      values[arg.name] = new Date(Date.UTC(2026, 10, 24, 12));
    } else if (arg.type === 'select') {
      values[arg.name] = arg.cases?.[0] ?? 'other';
    } else values[arg.name] = 'X';
  }
  return values;
}

describe('the catalogues', () => {
  it('have every area in every language, and nothing else', () => {
    expect(AREAS.length).toBeGreaterThanOrEqual(8);
    for (const { code } of LANGUAGES) {
      const files = readdirSync(path.join(LOCALES_DIR, code)).sort();
      expect(files, code).toEqual(AREAS.map((area) => `${area}.json`));
    }
  });

  it.each(AREAS)('%s: keys start with the area, messages are not empty', (area) => {
    const source = readCatalogue(SOURCE_LANGUAGE, area);
    for (const [key, message] of Object.entries(source)) {
      expect(key.startsWith(`${area}.`), key).toBe(true);
      expect(message.trim(), key).not.toBe('');
    }
  });

  it.each(TRANSLATIONS)('%s has exactly the source keys, none empty', (language) => {
    for (const area of AREAS) {
      const source = readCatalogue(SOURCE_LANGUAGE, area);
      const translated = readCatalogue(language, area);
      expect(Object.keys(translated).sort(), `${language}/${area}`).toEqual(
        Object.keys(source).sort(),
      );
      for (const [key, message] of Object.entries(translated)) {
        expect(message.trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it.each(LANGUAGES.map((l) => l.code))(
    '%s: valid ICU, the source placeholders, the plural forms of the language',
    (language) => {
      for (const area of AREAS) {
        const source = readCatalogue(SOURCE_LANGUAGE, area);
        const translated = readCatalogue(language, area);
        for (const [key, message] of Object.entries(translated)) {
          const label = `${language} ${key}: ${message}`;
          let tokens: Token[] = [];
          expect(() => (tokens = parsed(language, message)), label).not.toThrow();
          expect(() => compiled(message), label).not.toThrow();
          expect(message, label).not.toMatch(/<\/?[a-z][^>]*>/i);
          const names = (tokens_: Token[]) =>
            [...new Set(argumentsOf(tokens_).map((a) => a.name))].sort();
          expect(names(tokens), label).toEqual(names(parsed(SOURCE_LANGUAGE, source[key]!)));
          for (const plural of argumentsOf(tokens).filter((a) => a.type === 'plural')) {
            expect(plural.cases, label).toContain('other');
          }
        }
      }
    },
  );

  it.each(LANGUAGES.map((l) => l.code))(
    '%s: every count reads in its own form for 0, 1, 2 and 5',
    (language) => {
      const rules = new Intl.PluralRules(language);
      const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
      let plurals = 0;
      for (const area of AREAS) {
        const messages = readCatalogue(language, area);
        const loaded = Object.fromEntries(
          Object.entries(messages).map(([key, message]) => [key, compiled(message)]),
        );
        i18n.load(language, loaded as Record<string, string>);
        for (const [key, message] of Object.entries(messages)) {
          const args = argumentsOf(parsed(language, message));
          const plural = args.find((a) => a.type === 'plural');
          if (!plural) continue;
          plurals += 1;
          for (const count of [0, 1, 2, 5]) {
            const label = `${language} ${key} (${count}): ${message}`;
            // The form the language uses for this count is written (or an exact =count case).
            expect(
              plural.cases?.includes(rules.select(count)) || plural.cases?.includes(`=${count}`),
              label,
            ).toBe(true);
            const text = i18n._(key, sampleValues(args, count));
            expect(text.trim(), label).not.toBe('');
            expect(text, label).not.toMatch(/[{}#]/);
          }
        }
      }
      expect(plurals, 'messages with counts').toBeGreaterThan(0);
    },
  );

  it('reads counts in English as English does', () => {
    const i18n = setupI18n({
      locale: 'en',
      messages: {
        en: { n: compiled('{count, plural, one {# photo} other {# photos}}') as string },
      },
    });
    expect([0, 1, 2, 5].map((count) => i18n._('n', { count }))).toEqual([
      '0 photos',
      '1 photo',
      '2 photos',
      '5 photos',
    ]);
  });

  it('splits each language into the first page part and the rest, with English for gaps', () => {
    const first = partMessages('fr', 'first');
    const rest = partMessages('fr', 'rest');
    expect(Object.keys(first).every((key) => FIRST_AREAS.includes(key.split('.')[0]!))).toBe(true);
    expect(Object.keys(rest).some((key) => FIRST_AREAS.includes(key.split('.')[0]!))).toBe(false);
    const event = partMessages('fr', 'event');
    expect(Object.keys(event).every((key) => EVENT_AREAS.includes(key.split('.')[0]!))).toBe(true);
    expect(Object.keys(event)).toContain('show.makeYours');
    expect(Object.keys(rest).some((key) => EVENT_AREAS.includes(key.split('.')[0]!))).toBe(false);
    // The friend's page fetches 'first' and 'rest' only: the strip-making screens' texts are not in them.
    const make = partMessages('fr', 'make');
    expect(Object.keys(make).every((key) => MAKE_AREAS.includes(key.split('.')[0]!))).toBe(true);
    expect(Object.keys(make)).toContain('controls.live');
    expect(Object.keys(rest).some((key) => MAKE_AREAS.includes(key.split('.')[0]!))).toBe(false);
    expect(Object.keys(rest)).toContain('letter.downloadVideo');
    expect(first['home.start']).toBe('Commencer');
    const all = AREAS.flatMap((area) => Object.keys(readCatalogue(SOURCE_LANGUAGE, area)));
    expect(Object.keys({ ...first, ...rest, ...make, ...event }).sort()).toEqual(all.sort());
  });
});
