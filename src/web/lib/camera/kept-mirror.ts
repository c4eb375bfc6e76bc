/**
 * Whether the camera's photos are kept mirrored, as the preview shows them (the default), or
 * the right way round, so that writing on a shirt reads. Chosen on /capture's Mirror switch and
 * kept for the visit in sessionStorage (a kiosk clears it for the next guest: start-over.ts), so
 * a retake, a reload and a room's shoot take photos the same way.
 */
const MIRROR_KEY = 'postbooth.mirror';

export function keptMirror(): boolean {
  try {
    return sessionStorage.getItem(MIRROR_KEY) !== 'off';
  } catch {
    return true; // No sessionStorage (some private modes): mirrored, as the preview.
  }
}

export function keepMirror(mirror: boolean): void {
  try {
    sessionStorage.setItem(MIRROR_KEY, mirror ? 'on' : 'off');
  } catch {
    // Refused: the choice lives as long as the screen.
  }
}
