import { useLocation } from '../lib/router/router.js';
import { GalleryScreen } from '../features/gallery/gallery-screen.js';

export function Gallery() {
  return <GalleryScreen pathname={useLocation().pathname} />;
}
