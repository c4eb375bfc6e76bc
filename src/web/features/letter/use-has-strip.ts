import { useEffect, useState } from 'react';
import { loadStripImage } from '../../lib/strip-image-store.js';

/** Whether a collected strip is kept in this browser; null until storage has answered. */
export function useHasStrip(): boolean | null {
  const [hasStrip, setHasStrip] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void loadStripImage().then((strip) => live && setHasStrip(strip !== null));
    return () => {
      live = false;
    };
  }, []);
  return hasStrip;
}
