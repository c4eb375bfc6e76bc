/**
 * Event mode's start over (docs/events.md): everything a guest left in
 * this browser is removed, so the next guest finds none of it. The event's own settings stay,
 * and the event's language comes back (a guest may have switched with the header's menu).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '../router/router.js';
import { parseEventSettings } from '../../../model/event-settings.js';
import type { Language } from '../../../model/languages.js';
import { paths } from '../../../model/paths.js';
import { EVENT_KEY } from './event-mode.js';
import { saveLanguage } from '../i18n/language-choice.js';
import { useLanguage } from '../i18n/language.js';
import {
  CONSENT_KEY,
  LAST_SHARE_KEY,
  LETTER_MESSAGE_KEY,
  LETTER_TOKENS_KEY,
  STRIP_UPLOADS_KEY,
  VIDEO_UPLOADS_KEY,
} from '../storage/letter-keys.js';
import { browserStorage } from '../storage/safe-storage.js';
import { forgetStripImage, loadKeptStrip, PHOTOSTRIP_KEY } from '../storage/strip-image-store.js';
import { clearVisit, loadVisit } from '../storage/visit-store.js';

/**
 * The localStorage keys that hold a guest's things; the consent records among them, so the next
 * guest cannot take back the previous guest's strip.
 */
export const GUEST_KEYS: readonly string[] = [
  LETTER_MESSAGE_KEY,
  LETTER_TOKENS_KEY,
  LAST_SHARE_KEY,
  STRIP_UPLOADS_KEY,
  VIDEO_UPLOADS_KEY,
  CONSENT_KEY,
];

/** Said on the window once a guest's things are cleared (event-guard shows the event's language). */
export const GUEST_CLEARED = 'postbooth:guest-cleared';

/** The event's language, if event mode is on and it has one. */
export function eventLanguage(storage = browserStorage()): Language | null {
  return parseEventSettings(storage.getItem(EVENT_KEY))?.language ?? null;
}

/**
 * Clears a guest's things. The language choice the guest may have made is the event's again
 * (saved, so a reload or the server's next page is in it too); showing it is the app's part
 * (useStartOver, and event-guard for the other callers, told by GUEST_CLEARED).
 */
export async function clearGuestData(): Promise<void> {
  const storage = browserStorage();
  for (const key of GUEST_KEYS) storage.removeItem(key);
  const language = eventLanguage(storage);
  if (language) saveLanguage(language, window, storage);
  try {
    sessionStorage.clear();
  } catch {
    // No sessionStorage: nothing kept there.
  }
  await Promise.all([clearVisit(), forgetStripImage()]);
  window.dispatchEvent(new Event(GUEST_CLEARED));
}

/**
 * Whether a guest left anything here (a visit begun, a strip, a letter): event mode asks
 * 'Still there?' on `/` only then, as starting over would lose nothing otherwise.
 */
export async function hasGuestData(): Promise<boolean> {
  const storage = browserStorage();
  if ([...GUEST_KEYS, PHOTOSTRIP_KEY].some((key) => storage.getItem(key) !== null)) return true;
  try {
    if (sessionStorage.length > 0) return true;
  } catch {
    // No sessionStorage: nothing kept there.
  }
  const visit = await loadVisit();
  if (
    visit.layout !== null ||
    visit.source !== null ||
    visit.photos.length > 0 ||
    visit.decoration !== undefined
  ) {
    return true;
  }
  return (await loadKeptStrip()) !== null;
}

/**
 * Starts a new visit: the guest's things cleared, the event's language shown, then `/` in place
 * of the current entry. Back then leads to earlier screens of the app, which find nothing of the
 * guest (their state is read from the cleared storage; /download also checks, see docs/events.md).
 */
export function useStartOver(): () => Promise<void> {
  const navigate = useNavigate();
  const { choose } = useLanguage();
  // The same function while the language changes (a timer may wait on it: take-home.tsx).
  const chooseRef = useRef(choose);
  useEffect(() => {
    chooseRef.current = choose;
  }, [choose]);
  return useCallback(async () => {
    await clearGuestData();
    const language = eventLanguage();
    // Offline without that language's catalogues: the booth goes on in the one shown.
    if (language) await chooseRef.current(language).catch(() => undefined);
    await navigate(paths.home, { replace: true, state: null });
  }, [navigate]);
}
