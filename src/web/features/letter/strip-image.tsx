import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n/language.js';
import { revokeOnceSettled } from '../../lib/hooks/use-object-url.js';

/** What the server says about a stored strip: its size, and a display copy sized for screens. */
export interface StripDisplay {
  /** The WebP display copy's address; the PNG is shown without one. */
  url?: string;
  width?: number;
  height?: number;
}

/**
 * The photostrip: a stored strip's address, or the Blob kept in this browser, shown through an
 * object URL that is revoked when the Blob changes or the image goes. (Set on the element in
 * the effect, so React's development double effects never leave a revoked address behind.)
 * A stored strip is shown from its display copy when it has one (the PNG stays the download)
 * with its size, so its place is kept before it arrives; it is the page's largest paint, so
 * it is fetched first.
 */
export function StripImage({
  source,
  display = {},
  onSize,
}: {
  source: Blob | string;
  display?: StripDisplay;
  /** Told the image's size once it has loaded (a strip kept in this browser has none before). */
  onSize?: (size: { width: number; height: number }) => void;
}) {
  const t = useT();
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (typeof source === 'string' || !element) return;
    const url = URL.createObjectURL(source);
    element.src = url;
    return () => revokeOnceSettled(element, url);
  }, [source]);
  const stored = typeof source === 'string';
  const img = (
    <img
      ref={image}
      className="letter-strip-image"
      src={stored ? source : undefined}
      alt={t('letter.stripAlt')}
      width={stored ? display.width : undefined}
      height={stored ? display.height : undefined}
      fetchPriority={stored ? 'high' : undefined}
      onLoad={(event) => {
        const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
        onSize?.({ width, height });
      }}
    />
  );
  if (!stored || !display.url) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={display.url} />
      {img}
    </picture>
  );
}
