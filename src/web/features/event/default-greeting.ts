/**
 * The default greeting in the event's language, which may not be the language the app is shown
 * in: the host picks the booth's language on /event, and the form follows it.
 */
import type { Language } from '../../../model/languages.js';
import { hasPart, i18nOf, loadParts } from '../../lib/i18n/catalogues.js';

/** The default greeting in `language`, its catalogues fetched first if need be. */
export async function defaultGreetingIn(language: Language): Promise<string> {
  const i18n = await loadParts(language, ['first', 'rest', 'event']);
  return i18n._('event.defaultGreeting');
}

/** The default greeting in `language` if its catalogues are here already, else null. */
export function loadedDefaultGreeting(language: Language): string | null {
  return hasPart(language, 'event') ? i18nOf(language)._('event.defaultGreeting') : null;
}
