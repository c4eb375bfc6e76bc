import { useEffect, useState } from 'react';
import { loadMessage } from '../../lib/storage/letter-message.js';
import { browserStorage } from '../../lib/storage/safe-storage.js';
import { loadKeptStrip, type KeptStrip } from '../../lib/storage/strip-image-store.js';

export type OwnLetter =
  { status: 'loading' } | { status: 'ready'; message: string; strip: KeptStrip | null };

/**
 * The visitor's own letter, not shared yet: the message and the strip kept in this browser (its
 * PNG, or the address of a stored strip that /download showed).
 */
export function useOwnLetter(): OwnLetter {
  const [letter, setLetter] = useState<OwnLetter>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void loadKeptStrip().then((strip) => {
      if (live) setLetter({ status: 'ready', message: loadMessage(browserStorage()), strip });
    });
    return () => {
      live = false;
    };
  }, []);
  return letter;
}
