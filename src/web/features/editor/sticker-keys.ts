/**
 * The keyboard on a focused sticker, and undo/redo anywhere on /edit, as pure functions: which
 * key does what, and what it does to the sticker. Each key press is one change (one history
 * entry); held keys repeat like any key.
 */
import {
  moveSticker,
  scaleSticker,
  turnSticker,
  type Size,
  type Sticker,
} from '../../../model/sticker.js';

/** One step of the arrow keys, and with Shift, in strip units. */
export const KEY_STEP = 1;
export const KEY_STEP_LARGE = 10;
/** + grows by this factor, − shrinks by its inverse. */
export const KEY_SCALE = 1.1;
/** [ and ] turn by this many degrees. */
export const KEY_TURN = 15;

export type StickerKeyAction =
  | { readonly kind: 'change'; readonly change: (sticker: Sticker, bounds: Size) => Sticker }
  | { readonly kind: 'delete' }
  | { readonly kind: 'deselect' };

export interface KeyPress {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** What a key does to the focused sticker; null when it is not one of the sticker's keys. */
export function stickerKeyAction(press: KeyPress): StickerKeyAction | null {
  // Shortcuts with Ctrl, Cmd or Alt belong to the browser and to undo/redo.
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const arrow = ARROWS[press.key];
  if (arrow) {
    const step = press.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    return {
      kind: 'change',
      change: (sticker, bounds) => moveSticker(sticker, arrow[0] * step, arrow[1] * step, bounds),
    };
  }
  switch (press.key) {
    case '+':
    case '=':
      return { kind: 'change', change: (s, bounds) => scaleSticker(s, KEY_SCALE, bounds) };
    case '-':
    case '−': // U+2212, the minus sign some keyboards type.
    case '_':
      return { kind: 'change', change: (s, bounds) => scaleSticker(s, 1 / KEY_SCALE, bounds) };
    case '[':
      return { kind: 'change', change: (s) => turnSticker(s, -KEY_TURN) };
    case ']':
      return { kind: 'change', change: (s) => turnSticker(s, KEY_TURN) };
    case 'Delete':
    case 'Backspace':
      return { kind: 'delete' };
    case 'Escape':
      return { kind: 'deselect' };
    default:
      return null;
  }
}

/** Ctrl/Cmd+Z undoes; Shift+Ctrl/Cmd+Z and Ctrl+Y redo. */
export function historyShortcut(press: KeyPress): 'undo' | 'redo' | null {
  if (!(press.ctrlKey || press.metaKey) || press.altKey) return null;
  const key = press.key.toLowerCase();
  if (key === 'z') return press.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && press.ctrlKey && !press.shiftKey) return 'redo';
  return null;
}
