import { useEffect, useState } from 'react';
import type { StripSource } from './use-strip-source.js';

/**
 * The strip's bytes: the Blob itself, or the PNG read from the strip's address (a strip
 * opened from a link), so Share image and Download animation need no fetch on the click (the
 * share sheet opens only within the click's moment). Null while reading or when it fails.
 */
export function useStripBlob(source: StripSource | null): Blob | null {
  const [read, setRead] = useState<{ source: StripSource; blob: Blob } | null>(null);
  useEffect(() => {
    if (typeof source !== 'string') return;
    let live = true;
    void fetch(source)
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => live && blob && setRead({ source, blob }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [source]);
  if (source === null) return null;
  if (typeof source !== 'string') return source;
  return read?.source === source ? read.blob : null;
}
