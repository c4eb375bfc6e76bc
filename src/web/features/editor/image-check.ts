/**
 * Can this image go into the exported strip? The export draws stickers on a canvas and reads
 * it back as a PNG; an image from a site that does not allow it (no CORS) would taint the
 * canvas and make Collect Photo fail. So an image sticker is tried first, the same way the
 * export loads it: with crossOrigin='anonymous', drawn on a 1×1 canvas and read back. The
 * page's CSP (img-src 'self' data: blob:) refuses other sites' images before that, which ends
 * in the same answer.
 */

/** An image that has not loaded by then is refused (a slow site would stall Collect Photo). */
export const IMAGE_CHECK_TIMEOUT_MS = 10_000;

export function canExportImage(src: string, timeoutMs = IMAGE_CHECK_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => settle(false), timeoutMs);
    function settle(ok: boolean) {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(ok);
    }
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onerror = () => settle(false);
    image.onload = () => {
      try {
        const canvas = document.createElement('canvas');
        canvas.width = 1;
        canvas.height = 1;
        const context = canvas.getContext('2d');
        if (!context || image.naturalWidth === 0) return settle(false);
        context.drawImage(image, 0, 0, 1, 1);
        // Throws a SecurityError when the image tainted the canvas.
        context.getImageData(0, 0, 1, 1);
        settle(true);
      } catch {
        settle(false);
      }
    };
    image.src = src;
  });
}
