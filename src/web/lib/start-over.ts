/**
 * Event mode's start over (README, Running a booth at an event): everything a guest left in
 * this browser is removed, so the next guest finds none of it. The event's own settings stay.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../model/paths.js';
import { LAST_SHARE_KEY, LETTER_MESSAGE_KEY, LETTER_TOKENS_KEY } from './letter-keys.js';
import { browserStorage } from './safe-storage.js';
import { forgetStripImage, loadKeptStrip, PHOTOSTRIP_KEY } from './strip-image-store.js';
import { clearVisit, loadVisit } from './visit-store.js';

/** The localStorage keys that hold a guest's things. */
export const GUEST_KEYS: readonly string[] = [
  LETTER_MESSAGE_KEY,
  LETTER_TOKENS_KEY,
  LAST_SHARE_KEY,
];

export async function clearGuestData(): Promise<void> {
  const storage = browserStorage();
  for (const key of GUEST_KEYS) storage.removeItem(key);
  try {
    sessionStorage.clear();
  } catch {
    // No sessionStorage: nothing kept there.
  }
  await Promise.all([clearVisit(), forgetStripImage()]);
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
 * Starts a new visit: the guest's things cleared, then `/` in place of the current entry. Back
 * then leads to earlier screens of the app, which find nothing of the guest (their state is read
 * from the cleared storage; /download also checks, see README).
 */
export function useStartOver(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await clearGuestData();
    await navigate(paths.home, { replace: true, state: null });
  }, [navigate]);
}
