import type { CSSProperties } from 'react';
import { HANDLES, type Handle, type Sticker } from '../../../model/sticker.js';
import { useT } from '../../lib/i18n/language.js';
import { binPlacement, binSpot, handlesBelow } from './bin-placement.js';
import { resizeHandleLabel } from './sticker-label.js';
import { stickerBoxStyle } from './sticker-view.js';

/** -1 for a handle on the left (or top) side, 1 on the right (or bottom), 0 in the middle. */
function handleSides(handle: Handle): { sx: number; sy: number } {
  const sx = handle.includes('left') ? -1 : handle.includes('right') ? 1 : 0;
  const sy = handle.includes('top') ? -1 : handle.includes('bottom') ? 1 : 0;
  return { sx, sy };
}

interface SelectionFrameProps {
  sticker: Sticker;
  scale: number;
  /** The strip's size, strip units, and every sticker on it: the bin keeps off the others. */
  strip: { width: number; height: number };
  stickers: readonly Sticker[];
  onDelete(): void;
}

/**
 * The selected sticker's outline and controls, over every sticker: eight resize handles, the
 * round rotate handle above (below a sticker at the strip's top), and the bin. The frame follows the sticker's box and turn, but
 * its handles keep their size in CSS pixels whatever the sticker's size; the bin stays upright
 * outside the turned sticker, below it (above once it is turned upside down). Pointer-down on the
 * handles is read by the sticker layer (data-handle, data-rotate); only the bin has a click.
 * The handles are left out of the Tab order: the keyboard resizes and turns the focused
 * sticker itself (+, −, [ and ]).
 */
export function SelectionFrame({ sticker, scale, strip, stickers, onDelete }: SelectionFrameProps) {
  const t = useT();
  const bin = binPlacement(sticker);
  // editor.css's sizes: a finger's bin is bigger and further out.
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  const spot = binSpot(sticker, {
    strip,
    others: stickers,
    scale,
    reach: coarse ? 55 : 40,
    radius: coarse ? 20 : 16,
  });
  const below = handlesBelow(sticker, scale);
  // Turned past 90°, the frame's top already points down: the rotate handle is below as it is.
  const rotateBelow = below && bin.side === 'below';
  return (
    <>
      <div className="sticker-selection" style={stickerBoxStyle(sticker, scale)}>
        {HANDLES.map((handle) => {
          const { sx, sy } = handleSides(handle);
          return (
            <button
              key={handle}
              type="button"
              tabIndex={-1}
              className="sticker-handle"
              data-handle={handle}
              aria-label={resizeHandleLabel(t, handle)}
              style={{ '--sx': sx, '--sy': sy } as CSSProperties}
            />
          );
        })}
        <button
          type="button"
          tabIndex={-1}
          className="sticker-rotate"
          data-rotate=""
          data-side={rotateBelow ? 'below' : 'above'}
          aria-label={t('editor.rotateSticker')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M19 12a7 7 0 1 1-2.05-4.95" />
            <path d="M19 4v4.5h-4.5" />
          </svg>
        </button>
      </div>
      {/* The bin stays upright, off the turned sticker, its handles and the other stickers
          (bin-placement.ts): the anchor is the bin's centre. */}
      <div
        className="sticker-bin-anchor"
        data-side={spot.side}
        style={{ left: spot.x, top: spot.y }}
      >
        <button
          type="button"
          className="sticker-delete"
          data-delete=""
          aria-label={t('editor.deleteSticker')}
          onClick={onDelete}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
          </svg>
        </button>
      </div>
    </>
  );
}
