import { useCallback, useEffect, useRef, useState } from 'react';
import { photosChosen, photosFrom } from '../../lib/storage/visit-changes.js';
import { loadVisit, updateVisit, type Visit } from '../../lib/storage/visit-store.js';
import { accumulate, removePhoto, togglePhoto } from '../../lib/photos/ingest-rules.js';
export type LayoutChoice = Partial<Pick<Visit, 'layout' | 'source'>>;

export interface LayoutVisit {
  /** The visit as last kept; null while it loads from storage. */
  visit: Visit | null;
  /** Choices made while the visit loads: shown at once, applied on top of it when it comes. */
  early: LayoutChoice;
  /** Applies a choice at once and keeps it (once the visit has loaded). */
  choose(change: LayoutChoice): void;
  /**
   * Adds a pick's photos after the earlier ones: how many did not fit, and when the browser has
   * stored them (a reload from then on keeps them).
   */
  addPhotos(photos: readonly Blob[]): { dropped: number; stored: Promise<unknown> };
  clearPhotos(): void;
  /** Moves this photo into or out of the first `poses`, the ones the strip uses. */
  togglePhoto(index: number, poses: number): void;
  removePhoto(index: number): void;
}

/**
 * The layout screen's view of the visit: loaded once, changed at once on screen, and written
 * to IndexedDB in the order the changes were made (one write at a time).
 */
export function useLayoutVisit(): LayoutVisit {
  const [visit, setVisit] = useState<Visit | null>(null);
  const current = useRef<Visit | null>(null);
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  /**
   * Choices made before the visit has loaded (a tap in the first moments, or a press on the
   * server's page made again as the app starts, app/early-presses.ts): never lost.
   */
  const [early, setEarly] = useState<LayoutChoice>({});
  const earlyRef = useRef<LayoutChoice>({});

  useEffect(() => {
    let live = true;
    void loadVisit().then((loaded) => {
      if (!live) return;
      const chosen = earlyRef.current;
      current.current = { ...loaded, ...chosen };
      setVisit(current.current);
      if (Object.keys(chosen).length > 0)
        writes.current = writes.current.then(() => updateVisit(chosen));
    });
    return () => {
      live = false;
    };
  }, []);

  /** Applies a change on screen at once; resolves once it is stored. */
  const apply = useCallback((change: Partial<Visit>): Promise<unknown> => {
    if (!current.current) return Promise.resolve();
    const next = { ...current.current, ...change };
    current.current = next;
    setVisit(next);
    // updateVisit keeps the visit in memory when IndexedDB fails, so it never rejects.
    writes.current = writes.current.then(() => updateVisit(change));
    return writes.current;
  }, []);

  // Another source loses nothing: the photos stay until the first from the new source arrives.
  const choose = useCallback(
    (change: LayoutChoice) => {
      if (current.current) {
        void apply(change);
        return;
      }
      earlyRef.current = { ...earlyRef.current, ...change };
      setEarly(earlyRef.current);
    },
    [apply],
  );

  /**
   * The upload set changed: the first upload replaces the camera's photos, and a new set of
   * photos starts a clean strip (visit-changes.ts).
   */
  const setPhotos = useCallback(
    (photos: Blob[]) => {
      const visit = current.current;
      return visit ? apply(photosChosen(visit, photos, visit.layout)) : Promise.resolve();
    },
    [apply],
  );

  const addPhotos = useCallback(
    (photos: readonly Blob[]) => {
      if (!current.current) return { dropped: photos.length, stored: Promise.resolve() };
      const { kept, dropped } = accumulate(photosFrom(current.current, 'upload'), photos);
      return { dropped, stored: setPhotos(kept) };
    },
    [setPhotos],
  );

  const clearPhotos = useCallback(() => void setPhotos([]), [setPhotos]);

  const toggle = useCallback(
    (index: number, poses: number) => {
      const uploads = current.current && photosFrom(current.current, 'upload');
      if (uploads) void setPhotos(togglePhoto(uploads, index, poses));
    },
    [setPhotos],
  );

  const remove = useCallback(
    (index: number) => {
      const uploads = current.current && photosFrom(current.current, 'upload');
      if (uploads) void setPhotos(removePhoto(uploads, index));
    },
    [setPhotos],
  );

  return {
    visit,
    early,
    choose,
    addPhotos,
    clearPhotos,
    togglePhoto: toggle,
    removePhoto: remove,
  };
}
