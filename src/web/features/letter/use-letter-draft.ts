import { useCallback, useState } from 'react';
import { clampMessage, saveMessage } from '../../lib/storage/letter-message.js';
import { browserStorage } from '../../lib/storage/safe-storage.js';
import { useDebouncedSave } from '../../lib/hooks/use-debounced-save.js';
import { draftMessage } from './draft-message.js';

/** Typing is written to storage after this pause, and at once when the page is left. */
export const DRAFT_SAVE_DELAY_MS = 300;

function saveDraft(text: string): void {
  saveMessage(browserStorage(), text);
}

/**
 * The letter being written: restored from storage on load (at an event a guest joined, the
 * event's greeting until they write), written shortly after each change,
 * and at once when the page is hidden or the screen is left. Only unsaved typing is written
 * then, so a page that was merely opened never overwrites what another tab kept.
 */
export function useLetterDraft(): [string, (text: string) => void] {
  const [message, setMessage] = useState(() => draftMessage(browserStorage()));
  const keep = useDebouncedSave(saveDraft, DRAFT_SAVE_DELAY_MS);

  const update = useCallback(
    (text: string) => {
      const clamped = clampMessage(text);
      setMessage(clamped);
      keep(clamped);
    },
    [keep],
  );

  return [message, update];
}
