import { useEffect, useRef, useState } from 'react';
import type { TogetherEditing } from './together-editing.js';

/**
 * The poses retaken in the room since /edit opened, by pose: a newer version of a pose's photo
 * than the room had when the editor first heard it (the visit holds those) is fetched and
 * replaces that pose's photo. A fetch that fails leaves the photo shown; the next version tries
 * again.
 */
export function useRetakenPhotos(together: TogetherEditing | null): ReadonlyMap<number, Blob> {
  const [retaken, setRetaken] = useState<ReadonlyMap<number, Blob>>(new Map());
  /** The version shown of each pose; null until the room is first heard. */
  const shown = useRef<Map<number, number> | null>(null);
  const connection = together?.connection;
  const photos = together?.snapshot.room?.photos;

  useEffect(() => {
    if (!connection || !photos) return;
    const known = shown.current;
    if (!known) {
      shown.current = new Map(photos.map((photo) => [photo.pose, photo.version]));
      return;
    }
    const newer = photos.filter((photo) => photo.version > (known.get(photo.pose) ?? 0));
    for (const photo of newer) {
      known.set(photo.pose, photo.version);
      void fetchPhoto(connection.photoUrl(photo)).then((blob) => {
        // A later version may have landed first: only the newest is kept.
        if (!blob || known.get(photo.pose) !== photo.version) return;
        setRetaken((before) => new Map(before).set(photo.pose, blob));
      });
    }
  }, [connection, photos]);
  return retaken;
}

async function fetchPhoto(url: string): Promise<Blob | null> {
  try {
    const response = await fetch(url);
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}
