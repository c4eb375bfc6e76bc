/**
 * In a worker that draws strips: the date stamp's face, from the same file the page's CSS uses
 * (a worker does not see the page's fonts). Resolves false when this browser's workers cannot
 * load it, so the caller never draws the date in another font.
 */
import fredokaUrl from '@fontsource/fredoka/files/fredoka-latin-600-normal.woff2?url';
import { STAMP_FONT_WEIGHT } from '../../../model/strip.js';

export function loadStampFont(fonts: FontFaceSet): Promise<boolean> {
  return (async () => {
    const face = new FontFace('Fredoka', `url(${fredokaUrl})`, {
      weight: String(STAMP_FONT_WEIGHT),
      style: 'normal',
    });
    fonts.add(face);
    await face.load();
    return true;
  })().catch(() => false);
}
