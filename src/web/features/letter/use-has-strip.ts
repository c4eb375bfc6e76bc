import { useEffect, useState } from 'react';
import { loadKeptStrip } from '../../lib/storage/strip-image-store.js';

/** Whether a collected strip is kept in this browser; null until storage has answered. */
export function useHasStrip(): boolean | null {
  const [hasStrip, setHasStrip] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void loadKeptStrip().then((strip) => live && setHasStrip(strip !== null));
    return () => {
      live = false;
    };
  }, []);
  return hasStrip;
}
