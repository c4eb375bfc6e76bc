import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { FILTER_MATRICES, type FilterKey } from '../../../model/filters.js';
import type { Clip } from '../../lib/storage/visit.js';
import { startClipRecorder, type ClipRecorder } from './clip-recorder.js';
import type { SequencePhase } from './sequence-machine.js';

/**
 * How long the move to the editor waits for the last pose's clip at most (it takes about 0.6 s:
 * the frames half a second after the shot, then their JPEG): a clip that fails never keeps the
 * visitor waiting, the pose simply has none.
 */
export const CLIP_WAIT_MS = 3000;

/** A photo's clip: null once known to have none, undefined while it is being made. */
interface ClipEntry {
  clip: Clip | null | undefined;
  done: Promise<void>;
}

export interface SequenceClips {
  /** The clips of `photos`, in order: null where a photo has none, or none yet. */
  clipsOf(photos: readonly Blob[]): (Clip | null)[];
  /** Changes whenever a clip comes: writes of the clips depend on it. */
  readonly version: number;
  /** Resolves once every clip of `photos` is made, or after CLIP_WAIT_MS at most. */
  settled(photos: readonly Blob[]): Promise<void>;
}

/**
 * The clips of a shooting sequence, beside its photos (docs/using.md, Living strips). Records
 * while the countdown runs and takes a clip at each shot; the clip belongs to the photo that shot
 * gives (a photo taken again gets its own, a failed shot's is dropped). The photos the sequence
 * began with (`taken`) keep their clips (`takenClips`, in line with them). The countdown and the
 * shot are the sequence's (use-sequence.ts); a clip never delays or stops them.
 */
export function useSequenceClips({
  videoRef,
  filter,
  mirror,
  live,
  phase,
  photos,
  taken,
  takenClips,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  filter: FilterKey;
  /** Whether the photos are kept mirrored: the clips are too. */
  mirror: boolean;
  /** The camera is live and the video playing. */
  live: boolean;
  phase: SequencePhase;
  photos: readonly Blob[];
  taken: readonly Blob[];
  takenClips: readonly (Clip | null)[];
}): SequenceClips {
  const [entries] = useState(() => {
    const known = new Map<Blob, ClipEntry>();
    taken.forEach((photo, index) =>
      known.set(photo, { clip: takenClips[index] ?? null, done: Promise.resolve() }),
    );
    return known;
  });
  const [version, setVersion] = useState(0);
  const recorder = useRef<ClipRecorder | null>(null);
  /** The clip of the shot being taken, until its photo comes (or the shot fails). */
  const shooting = useRef<Promise<Clip | null> | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!live || !video) return;
    const started = startClipRecorder(video, FILTER_MATRICES[filter], mirror);
    recorder.current = started;
    return () => {
      started?.stop();
      recorder.current = null;
    };
  }, [live, filter, mirror, videoRef]);

  // Frames are recorded while a pose is on its way (get ready, the countdown, the shot), so the
  // second before a shot is there however the camera started; not once the sequence is over.
  const recording = live && phase !== 'done' && phase !== 'cancelled';
  useEffect(() => {
    recorder.current?.setRecording(recording);
  }, [recording]);

  // The shot: its clip is asked for as the photo is taken (the same frame, use-sequence.ts).
  useEffect(() => {
    if (phase !== 'capturing') return;
    shooting.current = recorder.current?.shot() ?? Promise.resolve(null);
  }, [phase]);

  // The photo the shot gave takes the shot's clip; a shot that failed gave none and its clip goes.
  useEffect(() => {
    const clip = shooting.current;
    for (const photo of photos) {
      if (entries.has(photo)) continue;
      const entry: ClipEntry = { clip: undefined, done: Promise.resolve() };
      entry.done = (clip ?? Promise.resolve(null)).then((made) => {
        entry.clip = made;
        if (made) setVersion((count) => count + 1);
      });
      entries.set(photo, entry);
      shooting.current = null;
    }
    if (phase !== 'capturing') shooting.current = null;
  }, [photos, phase, entries]);

  const clipsOf = useCallback(
    (list: readonly Blob[]) => list.map((photo) => entries.get(photo)?.clip ?? null),
    [entries],
  );
  const settled = useCallback(
    (list: readonly Blob[]) =>
      new Promise<void>((resolve) => {
        const limit = setTimeout(resolve, CLIP_WAIT_MS);
        void Promise.all(list.map((photo) => entries.get(photo)?.done)).then(() => {
          clearTimeout(limit);
          resolve();
        });
      }),
    [entries],
  );
  return { clipsOf, version, settled };
}
