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
    let retry: (() => void) | null = null;
    video.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // A browser that lets no video play by itself (a phone saving power) plays it at the
      // visitor's first touch or key, rather than leaving the camera black until something else.
      if (error instanceof DOMException && error.name === 'NotAllowedError') {
        retry = () => void video.play().catch(() => undefined);
        window.addEventListener('pointerdown', retry, { once: true });
        window.addEventListener('keydown', retry, { once: true });
        return;
      }
      console.warn('Camera/playback error', error);
    });
    return () => {
      if (!retry) return;
      window.removeEventListener('pointerdown', retry);
      window.removeEventListener('keydown', retry);
    };
  }, [stream, videoRef]);
}
