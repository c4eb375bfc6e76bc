import { useSyncExternalStore, type RefObject } from 'react';
import { previewFit, type PreviewFit } from '../../../model/screen-fit.js';

/**
 * The height of what the strip's column shows besides the strip on a wide screen, in rem
 * (editor.css): Collect Photo and its gap (4rem), the stage's padding (1rem) and a margin under
 * the strip (1rem). Undo and Redo, and the hint beside them, sit with the lead there (a
 * kiosk's hint is under the strip: KIOSK_HINT_REM).
 */
const SIDE_CHROME_REM = 6;
/** The Live switch's row above the strip, with its gap. */
const LIVE_ROW_REM = 3.75;
/** A kiosk's column keeps room under the strip for the hint (editor-kiosk.css), as nothing scrolls there. */
const KIOSK_HINT_REM = 2.5;
/** Where the column starts before it is measured: under the page's header, in rem. */
const COLUMN_TOP_REM = 6;
/**
 * From this width (rem) a desktop's strip has a column of its own (editor-wide.css): Collect
 * Photo, the Live switch and the photo's toolbar sit beside it, the column starts WIDE_LIFT_REM
 * above the heading, and only the strip's margins (WIDE_CHROME_REM) are around it.
 */
const WIDE_MIN_REM = 72;
const WIDE_LIFT_REM = 1;
const WIDE_CHROME_REM = 1.5;

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
 * Where the strip's column starts in the page, in CSS px: level with the screen's heading
 * (editor.css lifts it there), measured from the heading, which never sticks.
 */
function columnTop(editor: HTMLElement): number {
  const start = editor.previousElementSibling ?? editor;
  return Math.max(0, Math.round(start.getBoundingClientRect().top + window.scrollY));
}

/** The column's top, measured once per size of the window for each editor. */
const measured = new WeakMap<HTMLElement, { key: string; top: number }>();

/** The viewport's key and the column's top (-1 until the editor is there) as one text. */
function snapshotOf(editor: RefObject<HTMLElement | null>): string {
  const key = viewportKey();
  const element = editor.current;
  if (!element) return `${key}x-1`;
  let kept = measured.get(element);
  if (kept?.key !== key) {
    kept = { key, top: columnTop(element) };
    measured.set(element, kept);
  }
  return `${key}x${kept.top}`;
}

/**
 * How wide the strip preview is beside the controls on a wide screen (model/screen-fit.ts),
 * following the window's size: the whole strip on the first screen, under the page's header,
 * where that leaves it large enough. editor.css uses it only from 48rem wide. `liveRow`: the
 * Live switch shows above the strip; `editor`: the editor's root, after the screen's heading
 * (React reads the snapshot again once it is there); `kiosk`: event mode's booth screen
 * (editor-kiosk.css), where the whole strip always fits the height.
 */
export function usePreviewFit(
  aspect: number,
  liveRow: boolean,
  editor: RefObject<HTMLElement | null>,
  kiosk = false,
): PreviewFit {
  const key = useSyncExternalStore(
    subscribe,
    () => snapshotOf(editor),
    () => '1280x800x16x-1',
  );
  const [width = 1280, height = 800, rem = 16, top = -1] = key.split('x').map(Number);
  const above = top < 0 ? COLUMN_TOP_REM * rem : top;
  if (!kiosk && width >= WIDE_MIN_REM * rem) {
    const chrome = above - WIDE_LIFT_REM * rem + WIDE_CHROME_REM * rem;
    return previewFit({ width, height }, aspect, chrome);
  }
  const rows = SIDE_CHROME_REM + (liveRow ? LIVE_ROW_REM : 0) + (kiosk ? KIOSK_HINT_REM : 0);
  return previewFit({ width, height }, aspect, above + rows * rem, kiosk);
}
