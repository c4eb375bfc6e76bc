import { useCallback, useMemo, useState, type RefObject } from 'react';
import { FILTER_MATRICES, type FilterKey } from '../../../model/filters.js';
import { COUNTDOWN_SECONDS } from '../../../model/together.js';
import { capturePhoto } from '../../lib/camera/capture-photo.js';
import { keptMirror } from '../../lib/camera/kept-mirror.js';
import { ingestFile } from '../../lib/photos/ingest.js';
import type { RoomConnection } from '../../lib/together/room-connection-contract.js';
import { shotsOf, type Shot } from './countdown-timing.js';
import { errorCode } from './room-services.js';
import { useShutters } from './use-shutters.js';

const SEND_ATTEMPTS = 4;
const SEND_RETRY_MS = 700;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type PoseWork = 'sending' | 'failed' | 'unreadable' | 'notYours';

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
      // Every phone sends at the same moment: a busy server (503) or a dropped request gets
      // the photo again after a pause, so a shot is not lost to the crowd.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await connection.uploadPhoto(pose, photo);
          mark(pose, null);
          return;
        } catch (error) {
          // The pose went to someone else (the host started the countdown again): a refusal
          // that sending again would not change.
          if (errorCode(error) === 'not_your_pose') {
            mark(pose, 'notYours');
            return;
          }
          if (attempt + 1 >= SEND_ATTEMPTS) {
            console.warn('Room photo not sent', error);
            mark(pose, 'failed');
            return;
          }
          await pause(SEND_RETRY_MS * (attempt + 1));
        }
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
      capturePhoto(video, FILTER_MATRICES[filter], keptMirror()).then(
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
