import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref for an <img> that shows `blob` through an object URL, revoked when the Blob changes or
 * the image goes. The address is set from the effect, so each URL lives exactly as long as its
 * use.
 */
export function useObjectUrlImage(blob: Blob): RefObject<HTMLImageElement | null> {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return image;
}
