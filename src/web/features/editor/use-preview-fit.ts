import { useSyncExternalStore } from 'react';
import { previewFit, type PreviewFit } from '../../../model/screen-fit.js';

/**
 * The height of what the strip's column shows besides the strip on a wide screen, in rem
 * (editor.css): Collect Photo and its gap (4rem), Undo and Redo with their gap (3.5rem), the
 * hint with its gap (up to three lines, 4.75rem), the stage's padding (1rem) and the column's
 * margins (2rem), with a little to spare.
 */
const SIDE_CHROME_REM = 15.5;
/** The Live switch's row above the strip, with its gap. */
const LIVE_ROW_REM = 3.75;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport's size as one text, so that the snapshot is the same while it does not change. */
function viewportKey(): string {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return `${window.innerWidth}x${window.innerHeight}x${rem}`;
}

/**
 * How wide the strip preview is beside the controls on a wide screen (model/screen-fit.ts),
 * following the window's size; editor.css uses it only from 48rem wide. `liveRow`: the Live
 * switch shows above the strip.
 */
export function usePreviewFit(aspect: number, liveRow: boolean): PreviewFit {
  const key = useSyncExternalStore(subscribe, viewportKey, () => '1280x800x16');
  const [width = 1280, height = 800, rem = 16] = key.split('x').map(Number);
  const chrome = SIDE_CHROME_REM + (liveRow ? LIVE_ROW_REM : 0);
  return previewFit({ width, height }, aspect, chrome * rem);
}
