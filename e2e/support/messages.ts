/**
 * The app's words in a language, read from the catalogues as the build compiles them, so a test
 * walks the app in French or Arabic by the texts a visitor sees there (docs/development.md, Languages).
 */
import { setupI18n } from '@lingui/core';
import type { Language } from '../../src/model/languages.js';
import type { MessageKey, MessageValues } from '../../src/web/lib/i18n/message-key.js';
import { compiled, partMessages, PARTS } from '../../scripts/message-catalogues.js';

export type Words = (key: MessageKey, values?: MessageValues) => string;

export function wordsIn(language: Language): Words {
  const messages = Object.fromEntries(
    PARTS.flatMap((part) => Object.entries(partMessages(language, part))).map(([key, message]) => [
      key,
      compiled(message) as string,
    ]),
  );
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  return (key, values) => i18n._(key, values);
}
