import { useCallback, useMemo, useState, type RefObject } from 'react';
import { FILTER_MATRICES, type FilterKey } from '../../../model/filters.js';
import { COUNTDOWN_SECONDS } from '../../../model/together.js';
import { capturePhoto } from '../../lib/camera/capture-photo.js';
import { ingestFile } from '../../lib/photos/ingest.js';
import type { RoomConnection } from '../../lib/together/room-connection-contract.js';
import { shotsOf, type Shot } from './countdown-timing.js';
import { useShutters } from './use-shutters.js';

export type PoseWork = 'sending' | 'failed' | 'unreadable';

interface PosePhotosOptions {
  connection: RoomConnection;
  you: string;
  countdown: { readonly poses: readonly (string | null)[]; readonly shootAtLocal: number } | null;
  videoRef: RefObject<HTMLVideoElement | null>;
  filter: FilterKey;
  cameraLive: boolean;
}

/**
 * This phone's poses: shot at the shared countdown's moments and on 'Retake' (a local 3-2-1),
 * or uploaded from a file, each sent to the room. Answers the 3-2-1 to show and each pose's work.
 */
export function usePosePhotos({
  connection,
  you,
  countdown,
  videoRef,
  filter,
  cameraLive,
}: PosePhotosOptions) {
  const [retakes, setRetakes] = useState<Shot[]>([]);
  const [work, setWork] = useState<ReadonlyMap<number, PoseWork>>(new Map());
  const mark = (pose: number, state: PoseWork | null) =>
    setWork((current) => {
      const next = new Map(current);
      if (state) next.set(pose, state);
      else next.delete(pose);
      return next;
    });

  const send = useCallback(
    async (pose: number, photo: Blob) => {
      mark(pose, 'sending');
      try {
        await connection.uploadPhoto(pose, photo);
        mark(pose, null);
      } catch (error) {
        console.warn('Room photo not sent', error);
        mark(pose, 'failed');
      }
    },
    [connection],
  );

  const shoot = useCallback(
    (pose: number) => {
      const video = videoRef.current;
      // No picture (no camera, refused): the person uploads this pose instead.
      if (!cameraLive || !video) return;
      // The moment the frame is taken: capturePhoto grabs it before its first await.
      performance.mark('together:shutter', { detail: { pose } });
      capturePhoto(video, FILTER_MATRICES[filter]).then(
        (photo) => send(pose, photo),
        (error: unknown) => {
          console.warn('Room photo not taken', error);
          mark(pose, 'failed');
        },
      );
    },
    [videoRef, cameraLive, filter, send],
  );

  const shots = useMemo(
    () => [...(countdown ? shotsOf(countdown.poses, you, countdown.shootAtLocal) : []), ...retakes],
    [countdown, you, retakes],
  );
  const shown = useShutters(shots, shoot);

  const retake = (pose: number) =>
    setRetakes((current) => [
      ...current.filter((shot) => shot.pose !== pose),
      { pose, at: Date.now() + COUNTDOWN_SECONDS * 1000 },
    ]);

  const upload = async (pose: number, file: File) => {
    let photo: Blob;
    try {
      photo = await ingestFile(file);
    } catch {
      mark(pose, 'unreadable');
      return;
    }
    await send(pose, photo);
  };

  return { shown, work, retake, upload };
}
