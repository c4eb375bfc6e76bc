import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import type { DecorationEvent } from '../../../../model/decoration.js';
import {
  clampOffset,
  isPlain,
  MAX_ZOOM,
  MIN_ZOOM,
  type PhotoFrame,
  type SourceSize,
} from '../../../../model/photo-frame.js';
import type { Box, StripBoxes } from '../../../../model/strip.js';
import { useInputKind } from '../../../lib/hooks/use-input-kind.js';
import { useT } from '../../../lib/i18n/language.js';
import type { Translate } from '../../../lib/i18n/message-key.js';
import type { ToolbarAnchor } from '../toolbar-anchor.js';
import './controls.css';

interface PhotoControlsProps {
  /** The selected box (0-based) and the strip's boxes (a move takes the photo's stickers along). */
  index: number;
  strip: StripBoxes;
  frame: PhotoFrame;
  box: Box;
  /** The photo's natural size, once decoded (the offset is clamped with it). */
  size: SourceSize | undefined;
  /** An error from the last Replace photo, naming the file. */
  error: string | null;
  onApply(event: DecorationEvent): void;
  /** Replace photo; absent in together mode (a room's photos are its poses: retake instead). */
  onReplace?: (file: File) => void;
  /** The move changed which box is selected. */
  onSelect(index: number): void;
  /** 'Retake photo N' for a strip taken with the camera, else undefined. */
  onRetake?: () => void;
  /** Done: lets the photo go (as Escape does). */
  onClose(): void;
  /** Where the toolbar floats on wide screens, in % of the strip (toolbar-anchor.ts, controls.css). */
  anchor?: ToolbarAnchor;
  /** Undo and Redo, beside the heading of the phone's sheet: they travel with the sheet. */
  history?: ReactNode;
}

/** The zoom as people read it: '150 %' in English. */
export const zoomText = (zoom: number, t: Translate): string =>
  t('controls.zoomPercent', { percent: Math.round(zoom * 100) });

/**
 * The selected photo's controls: Zoom (100–300 %), Replace photo, Move up, Move down (the photo
 * takes its stickers along) and Reset. Every change is one step to undo (a slider drag included).
 */
export function PhotoControls(props: PhotoControlsProps) {
  const { index, strip, frame, box, size, onApply } = props;
  const count = strip.photos.length;
  const headingId = useId();
  const t = useT();
  // A finger pans and pinches the photo; the arrow keys are for a keyboard.
  const touch = useInputKind() === 'touch';
  const zoomId = useId();
  const file = useRef<HTMLInputElement>(null);

  function zoomTo(zoom: number) {
    const offset = size ? clampOffset(size, box, { ...frame, zoom }) : frame;
    onApply({
      type: 'PhotoZoomed',
      index,
      zoom,
      offsetX: offset.offsetX,
      offsetY: offset.offsetY,
    });
  }
  function move(to: number) {
    onApply({ type: 'PhotoMoved', from: index, to, strip });
    props.onSelect(to);
  }

  return (
    <section
      className="control-block photo-controls"
      aria-labelledby={headingId}
      data-place={props.anchor?.place}
      style={anchorStyle(props.anchor)}
    >
      <div className="photo-controls-top">
        <h2 className="control-heading" id={headingId}>
          {t('controls.photoHeading', { number: index + 1 })}
        </h2>
        {props.history}
      </div>
      <div className="photo-zoom">
        <label htmlFor={zoomId}>{t('controls.zoom')}</label>
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM * 100}
          max={MAX_ZOOM * 100}
          step={5}
          value={Math.round(frame.zoom * 100)}
          aria-valuetext={zoomText(frame.zoom, t)}
          onChange={(event) => zoomTo(Number(event.target.value) / 100)}
        />
        <output htmlFor={zoomId} aria-hidden="true">
          {zoomText(frame.zoom, t)}
        </output>
      </div>
      <p className="control-hint">
        {touch ? t('controls.photoHintTouch') : t('controls.photoHint')}
      </p>
      <div className="photo-buttons">
        {props.onReplace && (
          <>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => file.current?.click()}
            >
              {t('controls.replacePhoto')}
            </button>
            <input
              ref={file}
              type="file"
              accept="image/*"
              hidden
              onChange={(event) => {
                const picked = event.target.files?.[0];
                event.target.value = '';
                if (picked) props.onReplace?.(picked);
              }}
            />
          </>
        )}
        <button
          type="button"
          className="button button-quiet"
          disabled={index === 0}
          onClick={() => move(index - 1)}
        >
          {t('controls.moveUp')}
        </button>
        <button
          type="button"
          className="button button-quiet"
          disabled={index >= count - 1}
          onClick={() => move(index + 1)}
        >
          {t('controls.moveDown')}
        </button>
        <button
          type="button"
          className="button button-quiet"
          disabled={isPlain(frame)}
          onClick={() => onApply({ type: 'PhotoReset', index })}
        >
          {t('controls.reset')}
        </button>
        <button type="button" className="button button-quiet" onClick={props.onClose}>
          {t('controls.done')}
        </button>
        {props.onRetake && (
          <button type="button" className="button button-quiet" onClick={props.onRetake}>
            {t('controls.retakePhoto', { number: index + 1 })}
          </button>
        )}
      </div>
      {props.error && (
        <p className="control-hint photo-error" role="alert">
          {props.error}
        </p>
      )}
    </section>
  );
}

/** The anchor as custom properties, so that the phone's sheet (fixed at the bottom) ignores it. */
function anchorStyle(anchor: PhotoControlsProps['anchor']): CSSProperties | undefined {
  if (!anchor) return undefined;
  const style: Record<string, string> =
    'top' in anchor ? { '--toolbar-top': anchor.top } : { '--toolbar-bottom': anchor.bottom };
  if ('room' in anchor) style['--toolbar-room'] = anchor.room;
  return style as CSSProperties;
}
