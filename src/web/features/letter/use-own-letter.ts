import { useEffect, useState } from 'react';
import { loadMessage } from '../../lib/letter-message.js';
import { browserStorage } from '../../lib/safe-storage.js';
import { loadStripImage } from '../../lib/strip-image-store.js';

export type OwnLetter =
  { status: 'loading' } | { status: 'ready'; message: string; strip: Blob | null };

/** The visitor's own letter, not shared yet: the message and the strip kept in this browser. */
export function useOwnLetter(): OwnLetter {
  const [letter, setLetter] = useState<OwnLetter>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void loadStripImage().then((strip) => {
      if (live) setLetter({ status: 'ready', message: loadMessage(browserStorage()), strip });
    });
    return () => {
      live = false;
    };
  }, []);
  return letter;
}
