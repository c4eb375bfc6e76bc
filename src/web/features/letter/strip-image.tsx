import { useEffect, useRef } from 'react';

/**
 * The photostrip: a stored strip's address, or the Blob kept in this browser, shown through an
 * object URL that is revoked when the Blob changes or the image goes. (Set on the element in
 * the effect, so React's development double effects never leave a revoked address behind.)
 */
export function StripImage({ source }: { source: Blob | string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (typeof source === 'string' || !image.current) return;
    const url = URL.createObjectURL(source);
    image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [source]);
  return (
    <img
      ref={image}
      className="letter-strip-image"
      src={typeof source === 'string' ? source : undefined}
      alt="The photostrip"
    />
  );
}
