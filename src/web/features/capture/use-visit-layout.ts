import { useEffect, useState } from 'react';
import type { PoseCount } from '../../../model/layouts.js';
import { loadVisit } from '../../lib/storage/visit-store.js';

/**
 * The layout given (from the navigation state), else the visit's once it has loaded, else null
 * (nothing chosen yet, or the visit still loading).
 */
export function useVisitLayout(given: PoseCount | null): PoseCount | null {
  const [stored, setStored] = useState<PoseCount | null>(null);
  useEffect(() => {
    if (given !== null) return;
    let cancelled = false;
    void loadVisit().then((visit) => !cancelled && setStored(visit.layout));
    return () => {
      cancelled = true;
    };
  }, [given]);
  return given ?? stored;
}
