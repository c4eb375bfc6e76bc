import { LANGUAGES, matchLanguage } from '../../model/languages.js';
import { useLanguage, useT } from '../lib/i18n/language.js';
import { useAppStarted } from '../lib/hooks/use-app-started.js';
import './language-menu.css';

/**
 * The header's language menu: each language in its own name (and marked as that language, so a
 * screen reader says it right). A change is kept as the visitor's choice and re-renders the
 * screen in place. Before the app runs it opens all the same: a choice made then is held and
 * made again once the app runs (data-until-app, app/early-presses.ts); without JavaScript it says
 * it is not ready.
 */
export function LanguageMenu() {
  const t = useT();
  const { language, choose } = useLanguage();
  const started = useAppStarted();
  return (
    <span className="language-menu">
      <svg className="language-menu-icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </svg>
      <select
        aria-label={t('shell.language')}
        value={language}
        // Disabled in the server's HTML (without JavaScript a choice could not be applied); the
        // script that holds a choice enables it at once.
        disabled={!started}
        data-until-app={started ? undefined : ''}
        onChange={(event) => {
          const next = matchLanguage(event.target.value);
          // Its messages could not be fetched (offline): the menu shows the language kept.
          if (next) choose(next).catch(() => undefined);
        }}
      >
        <LanguageOptions />
      </select>
    </span>
  );
}

/** Each language as an <option>, in its own name and marked as that language. */
export function LanguageOptions() {
  return LANGUAGES.map((entry) => (
    <option key={entry.code} value={entry.code} lang={entry.code} dir={entry.dir}>
      {entry.name}
    </option>
  ));
}
