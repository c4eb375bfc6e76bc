import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref for an <img> that shows `blob` through an object URL, let go when the Blob changes or
 * the image goes. The address is set from the effect, so each URL lives as long as its use.
 */
export function useObjectUrlImage(blob: Blob): RefObject<HTMLImageElement | null> {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (!element) return;
    const url = URL.createObjectURL(blob);
    element.src = url;
    return () => revokeOnceSettled(element, url);
  }, [blob]);
  return image;
}

/**
 * Revokes `url` once `element` is done with it. An image still loading its URL when the URL is
 * revoked fails its load (net::ERR_FILE_NOT_FOUND in the console): a busy phone that leaves a
 * screen, or gets the same photos again from storage, before its thumbnails loaded did that. The
 * URL goes when the image loaded or failed, the one it shows now or the next one it was given.
 */
export function revokeOnceSettled(
  element: HTMLImageElement,
  url: string,
  revoke: (url: string) => void = (address) => URL.revokeObjectURL(address),
): void {
  if (element.complete) {
    revoke(url);
    return;
  }
  const settled = () => {
    element.removeEventListener('load', settled);
    element.removeEventListener('error', settled);
    revoke(url);
  };
  element.addEventListener('load', settled);
  element.addEventListener('error', settled);
}
