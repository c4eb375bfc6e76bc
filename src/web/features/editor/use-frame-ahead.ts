import { useRef } from 'react';
import { frameAt, type PhotoFrame } from '../../../model/photo-frame.js';
import type { PhotoView } from './photo-gesture-machine.js';

/**
 * The view of a photo as the events already applied left it, before React renders them: wheel
 * events come faster than renders on a slow device (Chromium also coalesces them when the page
 * is busy), and each must build on the one before, not on the frames of the last render, or
 * zoom steps are lost (five notches made 145 % instead of 160 % on a busy machine).
 */
export function useFrameAhead(frames: readonly PhotoFrame[] | undefined) {
  const ahead = useRef<{ frames: typeof frames; index: number; view: PhotoView } | null>(null);
  return {
    /** The photo's view: the one last applied while this render's frames are current. */
    viewOf(index: number): PhotoView {
      const kept = ahead.current;
      if (kept && kept.frames === frames && kept.index === index) return kept.view;
      return frameAt(frames, index);
    },
    /** Notes the view an event just applied, for the next event before a render. */
    applied(index: number, view: PhotoView): void {
      ahead.current = { frames, index, view };
    },
  };
}
