/**
 * The language the app is shown in, for every component: useT() translates a key, and
 * useLanguage() tells the language and changes it (the header's menu). A change fetches the
 * new language's catalogues first and then re-renders in place: nothing of the visit is lost.
 */
import type { I18n } from '@lingui/core';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '../../../model/languages.js';
import { ALL_PARTS, hasPart, i18nOf, loadParts, setActiveLanguage } from './catalogues.js';
import { saveLanguage, showLanguage } from './language-choice.js';
import type { MessageKey, MessageValues, Translate } from './message-key.js';

interface LanguageState {
  language: Language;
  i18n: I18n;
  choose(language: Language): Promise<void>;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** `initial` must have its catalogues loaded (loadParts) before the provider renders. */
export function LanguageProvider({
  initial,
  children,
}: {
  initial: Language;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState(initial);
  const choose = useCallback(
    async (next: Language) => {
      // Fetched first: offline, before the worker kept that language, the screen stays as it is
      // and the choice is not kept (the promise rejects; callers decide whether to say so).
      // The parts the screens shown so far needed, in the new language too.
      const parts = ALL_PARTS.filter((part) => part === 'first' || hasPart(language, part));
      await loadParts(next, parts);
      saveLanguage(next);
      showLanguage(next);
      setActiveLanguage(next);
      setLanguage(next);
    },
    [language],
  );
  const state = useMemo(() => ({ language, i18n: i18nOf(language), choose }), [language, choose]);
  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>;
}

/** Outside a provider (a component rendered alone in a unit test): the source language. */
const SOURCE_STATE: LanguageState = {
  language: 'en',
  get i18n() {
    return i18nOf('en');
  },
  choose: () => Promise.resolve(),
};

function useLanguageState(): LanguageState {
  return useContext(LanguageContext) ?? SOURCE_STATE;
}

/** The translate function of the language shown. */
export function useT(): Translate {
  const { i18n } = useLanguageState();
  return useCallback((key: MessageKey, values?: MessageValues) => i18n._(key, values), [i18n]);
}

/** The language shown, and a way to change it (kept as the visitor's choice). */
export function useLanguage(): Pick<LanguageState, 'language' | 'choose'> {
  const { language, choose } = useLanguageState();
  return { language, choose };
}
