import { useEffect, useState, type RefObject } from 'react';
import { ClipPlayer, type PlayerHost } from './clip-player.js';

/** The browser's side of the player: decoding off the main thread, animation frames. */
const browserHost: PlayerHost<ImageBitmap> = {
  // async: where createImageBitmap is missing or throws, the frame fails instead of the loop.
  decode: async (blob) => createImageBitmap(blob),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
};

/**
 * The Live preview's player for the cells inside `observed` (the strip's photos): it plays
 * while the page is shown and `observed` is on screen, and pauses (its decoded frames let go)
 * otherwise. It does nothing while no cell plays.
 */
export function useClipPlayer(observed: RefObject<Element | null>): ClipPlayer<ImageBitmap> {
  const [player] = useState(() => new ClipPlayer(browserHost));
  useEffect(() => {
    let shown = document.visibilityState !== 'hidden';
    let onScreen = true;
    const update = () => player.setActive(shown && onScreen);
    const onVisibility = () => {
      shown = document.visibilityState !== 'hidden';
      update();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const element = observed.current;
    const observer =
      element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            onScreen = entries.at(-1)?.isIntersecting ?? true;
            update();
          })
        : null;
    if (element) observer?.observe(element);
    update();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      observer?.disconnect();
      // Paused, not disposed: the cells remove themselves, and React may mount this again.
      player.setActive(false);
    };
  }, [player, observed]);
  return player;
}
