import { useObjectUrlImage } from '../../lib/use-object-url.js';

/** An <img> showing a Blob through an object URL that is revoked when it goes. */
function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const image = useObjectUrlImage(blob);
  return <img ref={image} alt={alt} className="photo-thumb-image" />;
}

interface PhotoThumbsProps {
  photos: readonly Blob[];
  /** What the list is, for assistive technology, e.g. "Photos for your strip". */
  label: string;
}

/** The photos as a numbered row of thumbnails. */
export function PhotoThumbs({ photos, label }: PhotoThumbsProps) {
  return (
    <ol className="photo-thumbs" aria-label={label}>
      {photos.map((photo, index) => (
        // The list only grows or is emptied, so a photo's place is a stable key.
        <li key={index} className="photo-thumb">
          <BlobImage blob={photo} alt={`Photo ${index + 1}`} />
        </li>
      ))}
    </ol>
  );
}
