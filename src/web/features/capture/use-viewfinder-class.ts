import { usePhoneWidth } from '../../lib/hooks/use-phone-width.js';

/**
 * The classes that make /capture's and /sequence's camera a camera: `camera-full` (the picture
 * fills the screen, the choices with it: camera-stage.css, capture.css) on a phone's width and
 * on a kiosk whatever its size; `camera-kiosk` (its controls in a column or band of their own
 * beside the picture, every target 64 px: kiosk-camera.css, kiosk-touch.css) in event mode.
 */
export function useViewfinderClass(kiosk: boolean): string {
  const phone = usePhoneWidth();
  if (kiosk) return 'camera-full camera-kiosk';
  return phone ? 'camera-full' : '';
}
