/**
 * Where /download finds the strip (docs/using.md, Collect Photo and /download): the navigation state, else the browser's
 * storage, else the `photostrip` query parameter (a strip stored by our server only).
 * When a source turns out unreadable (its image fails to load), the next one is tried. A strip
 * from the query, once shown, becomes the browser's strip, so a letter written next carries it.
 * In event mode the navigation state counts only when its nonce is the one kept with the strip
 * (state-strip.ts): Back, a reload or a restored tab must not bring an earlier guest's strip to
 * the next one, who then sees their own kept strip, or none.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  keepStripAddress,
  loadKeptNonce,
  loadKeptStrip,
} from '../../lib/storage/strip-image-store.js';
import { showsStateStrip } from './state-strip.js';
import { stripAddressFromQuery } from './strip-address.js';

/** A strip as a Blob (state, storage) or as an address (the query parameter). */
export type StripSource = Blob | string;

export type StripLookup =
  | { status: 'looking' }
  | { status: 'none' }
  /** `address` is what an <img> shows: the address itself, or an object address for a Blob. */
  | { status: 'found'; source: StripSource; address: string; step: number };

type Step = () => StripSource | null | Promise<StripSource | null>;

/** The steps' order; the last one reads the query. */
const FROM_QUERY = 2;

export function useStripSource(
  fromState: Blob | null,
  stateNonce: string | null,
  search: string,
  eventMode = false,
): { lookup: StripLookup; shown: () => void; unreadable: () => void } {
  const [from, setFrom] = useState(0);
  const [lookup, setLookup] = useState<StripLookup>({ status: 'looking' });

  useEffect(() => {
    const steps: Step[] = [
      () =>
        fromState && showsStateStrip(stateNonce, eventMode ? loadKeptNonce() : null, eventMode)
          ? fromState
          : null,
      () => loadKeptStrip(),
      () => stripAddressFromQuery(search, window.location.origin),
    ];
    let live = true;
    // Made and revoked by this effect, so the address lives exactly as long as it is shown.
    let objectAddress: string | null = null;
    void (async () => {
      for (let step = from; step < steps.length; step += 1) {
        const source = await steps[step]?.();
        if (!live) return;
        if (source) {
          const address =
            typeof source === 'string' ? source : (objectAddress = URL.createObjectURL(source));
          setLookup({ status: 'found', source, address, step });
          return;
        }
      }
      setLookup({ status: 'none' });
    })();
    return () => {
      live = false;
      if (objectAddress) URL.revokeObjectURL(objectAddress);
    };
  }, [fromState, stateNonce, search, from, eventMode]);

  const shown = useCallback(() => {
    if (
      lookup.status === 'found' &&
      lookup.step === FROM_QUERY &&
      typeof lookup.source === 'string'
    ) {
      void keepStripAddress(lookup.source);
    }
  }, [lookup]);

  const unreadable = useCallback(() => {
    if (lookup.status !== 'found') return;
    setFrom(lookup.step + 1);
    setLookup({ status: 'looking' });
  }, [lookup]);

  return { lookup, shown, unreadable };
}
