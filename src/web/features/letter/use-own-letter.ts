import { useEffect, useState } from 'react';
import { browserStorage } from '../../lib/storage/safe-storage.js';
import { loadKeptStrip, type KeptStrip } from '../../lib/storage/strip-image-store.js';
import { draftMessage } from './draft-message.js';

export type OwnLetter =
  { status: 'loading' } | { status: 'ready'; message: string; strip: KeptStrip | null };

/**
 * The visitor's own letter, not shared yet: the message kept in this browser (at an event, the
 * greeting /textbox showed if the guest wrote nothing of their own) and the strip (its PNG, or
 * the address of a stored strip that /download showed).
 */
export function useOwnLetter(): OwnLetter {
  const [letter, setLetter] = useState<OwnLetter>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void loadKeptStrip().then((strip) => {
      if (live) setLetter({ status: 'ready', message: draftMessage(browserStorage()), strip });
    });
    return () => {
      live = false;
    };
  }, []);
  return letter;
}
