import { useObjectUrlImage } from '../../lib/use-object-url.js';

/**
 * An <img> showing a Blob through an object URL, revoked when the Blob changes or the image
 * goes (useObjectUrlImage).
 */
export function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const image = useObjectUrlImage(blob);
  return <img ref={image} alt={alt} draggable={false} />;
}
