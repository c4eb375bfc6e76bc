import { useT } from '../../lib/i18n/language.js';
import { useObjectUrlImage } from '../../lib/hooks/use-object-url.js';

/** An <img> showing a Blob through an object URL that is revoked when it goes. */
function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const image = useObjectUrlImage(blob);
  return <img ref={image} alt={alt} className="photo-thumb-image" />;
}

/** A key per Blob for as long as it lives: photos move and go, so a place is no key. */
const keys = new WeakMap<Blob, number>();
let lastKey = 0;
function keyOf(photo: Blob): number {
  let key = keys.get(photo);
  if (key === undefined) {
    key = ++lastKey;
    keys.set(photo, key);
  }
  return key;
}

interface PhotoThumbsProps {
  photos: readonly Blob[];
  /** What the list is, for assistive technology, e.g. "Photos for your strip". */
  label: string;
  /** The number of the first photo in the visit's list (1 for the strip's photos). */
  first: number;
  /** Whether these photos are on the strip: tapping one then leaves it out, else uses it. */
  used: boolean;
  /** Called with the photo's place in the visit's list (0-based). */
  onToggle(index: number): void;
  onRemove(index: number): void;
}

/**
 * The photos as a numbered row of thumbnails; each can be tapped to use it or leave it out,
 * and removed on its own.
 */
export function PhotoThumbs({ photos, label, first, used, onToggle, onRemove }: PhotoThumbsProps) {
  const t = useT();
  return (
    <ol className={used ? 'photo-thumbs' : 'photo-thumbs photo-thumbs-unused'} aria-label={label}>
      {photos.map((photo, at) => {
        const number = first + at;
        return (
          <li key={keyOf(photo)} className="photo-thumb">
            <BlobImage blob={photo} alt={t('layout.photoAlt', { number })} />
            {used && (
              <span className="photo-thumb-badge" aria-hidden="true">
                {at + 1}
              </span>
            )}
            <button
              type="button"
              className="photo-thumb-toggle"
              aria-label={t(used ? 'layout.leaveOutPhoto' : 'layout.usePhoto', { number })}
              onClick={() => onToggle(number - 1)}
            />
            <button
              type="button"
              className="photo-thumb-remove"
              aria-label={t('layout.removePhoto', { number })}
              onClick={() => onRemove(number - 1)}
            >
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2.5" />
              </svg>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
