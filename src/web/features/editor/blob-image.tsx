import { useEffect, useRef } from 'react';

/**
 * An <img> showing a Blob through an object URL, revoked when the Blob changes or the image
 * goes. The address is set from the effect, so each URL lives exactly as long as its use.
 */
export function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={image} alt={alt} draggable={false} />;
}
