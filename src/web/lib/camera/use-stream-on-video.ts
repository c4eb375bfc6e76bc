import { useEffect, type RefObject } from 'react';

/**
 * Plays `stream` in the video `videoRef` points at (none: the video shows nothing), whenever the
 * stream changes. A play() cut short by a newer stream or by leaving the screen is no error.
 */
export function useStreamOnVideo(
  videoRef: RefObject<HTMLVideoElement | null>,
  stream: MediaStream | null,
): void {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream;
    if (!stream) return;
    video.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.warn('Camera/playback error', error);
    });
  }, [stream, videoRef]);
}
