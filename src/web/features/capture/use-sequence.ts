import { useEffect, useReducer, type RefObject } from 'react';
import { FILTER_MATRICES, type FilterKey } from '../../../model/filters.js';
import { capturePhoto } from '../../lib/camera/capture-photo.js';
import { nextTimedEvent, sequenceReducer, startRetake, startSequence } from './sequence-machine.js';

/**
 * Runs the shooting sequence once the camera shows frames: the timers the machine asks for,
 * and a photo from the video whenever it is capturing. With `retakePose`, `taken` is the whole
 * strip and only that pose is shot again (single-pose mode).
 */
export function useSequence(
  total: number,
  timer: number,
  filter: FilterKey,
  videoRef: RefObject<HTMLVideoElement | null>,
  running: boolean,
  taken: readonly Blob[] = [],
  retakePose: number | null = null,
  /** Whether the photos are kept mirrored, as the preview shows them (lib/camera/kept-mirror.ts). */
  mirror = true,
) {
  const [state, dispatch] = useReducer(sequenceReducer<Blob>, undefined, () =>
    retakePose === null
      ? startSequence<Blob>(total, timer, taken)
      : startRetake<Blob>(timer, taken, retakePose),
  );

  useEffect(() => {
    const next = running ? nextTimedEvent(state) : null;
    if (!next) return;
    const timeout = setTimeout(() => dispatch(next.event), next.afterMs);
    return () => clearTimeout(timeout);
  }, [state, running]);

  const capturing = state.phase === 'capturing';
  useEffect(() => {
    const video = videoRef.current;
    if (!capturing || !video) return;
    let cancelled = false;
    capturePhoto(video, FILTER_MATRICES[filter], mirror).then(
      (photo) => !cancelled && dispatch({ type: 'captured', photo }),
      (error: unknown) => {
        console.warn('Camera error', error);
        if (!cancelled) dispatch({ type: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [capturing, filter, mirror, videoRef]);

  return { state, dispatch };
}
