import { memo, type CSSProperties } from 'react';
import { EMOJI_FONT_FAMILY } from '../../../render/draw-strip.js';
import { EMOJI_SCALE, type Sticker } from '../../../model/sticker.js';
import { useT } from '../../lib/i18n/language.js';
import { stickerLabel } from './sticker-label.js';

/** Where a sticker's box sits on screen: strip units times the preview's scale. */
export function stickerBoxStyle(sticker: Sticker, scale: number): CSSProperties {
  return {
    left: sticker.x * scale,
    top: sticker.y * scale,
    width: sticker.width * scale,
    height: sticker.height * scale,
    // Turned about the box's centre, as the export does.
    transform: sticker.rotation ? `rotate(${sticker.rotation}deg)` : undefined,
  };
}

interface StickerViewProps {
  sticker: Sticker;
  scale: number;
  selected: boolean;
}

/**
 * One sticker, drawn like the export draws it: an emoji at EMOJI_SCALE of the box's height,
 * centred both ways (a line as tall as the box centres it like the canvas's 'middle'
 * baseline), or an image filling its box. Memoised: while one sticker is dragged, the others
 * keep their props and do not render again. The pointer and keyboard are handled by the layer.
 */
export const StickerView = memo(function StickerView({
  sticker,
  scale,
  selected,
}: StickerViewProps) {
  const t = useT();
  const height = sticker.height * scale;
  return (
    <div
      className="sticker"
      role="button"
      tabIndex={0}
      aria-label={stickerLabel(t, sticker)}
      aria-pressed={selected}
      data-sticker-id={sticker.id}
      data-x={sticker.x}
      data-y={sticker.y}
      data-width={sticker.width}
      data-height={sticker.height}
      data-rotation={sticker.rotation}
      style={stickerBoxStyle(sticker, scale)}
    >
      {'char' in sticker ? (
        <span
          className="sticker-emoji"
          aria-hidden="true"
          style={{
            fontFamily: EMOJI_FONT_FAMILY,
            fontSize: EMOJI_SCALE * height,
            lineHeight: `${height}px`,
          }}
        >
          {sticker.char}
        </span>
      ) : (
        <img
          className="sticker-image"
          src={sticker.src}
          alt=""
          crossOrigin="anonymous"
          draggable={false}
        />
      )}
    </div>
  );
});
