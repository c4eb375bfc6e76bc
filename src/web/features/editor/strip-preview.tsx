import { useEffect, useRef } from 'react';
import { readableInk } from '../../../model/colour.js';
import { STRIP_WIDTH, nameFont, stampFont, stampText } from '../../../model/strip.js';
import { useT } from '../../lib/i18n/language.js';
import { useEditor } from './editor-session.js';
import { PhotoLayer } from './photo-layer.js';
import { StickerLayer } from './sticker-layer.js';
import { PresenceOutlines } from './together/presence-outlines.js';
import { useElementWidth } from './use-element-width.js';
import { useStickerDrop } from './use-sticker-drop.js';

/** The preview's background while a drop hovers over it. */
export const DROP_HOVER_COLOUR = '#dbeeff';

/**
 * The strip as it will be collected, read from the same model as the export: the frame
 * colour, the photos framed in their boxes (photo-layer.tsx), the date stamp, the stickers on top. Its
 * width in CSS px over STRIP_WIDTH is the scale every sticker is drawn at.
 */
export function StripPreview() {
  const editor = useEditor();
  const { geometry, decoration, setPreviewWidth: onWidth, place } = editor;
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const width = useElementWidth(root, STRIP_WIDTH);
  const scale = width / STRIP_WIDTH;
  const { hovering, dropHandlers } = useStickerDrop({
    onDrop: place.drop,
    onRefused: place.dropRefused,
  });

  useEffect(() => {
    onWidth(width);
  }, [onWidth, width]);

  const { stamp, name } = geometry;
  const ink = readableInk(decoration.frameColour);
  return (
    <div
      ref={root}
      className="strip-preview"
      data-testid="strip-preview"
      data-drop-hover={hovering ? '' : undefined}
      role="group"
      aria-label={t('editor.stripPreview')}
      // The strip is the same in every language: in Arabic its photos, stickers and stamp
      // keep their places (only the stamp's text changes).
      dir="ltr"
      tabIndex={-1}
      style={{
        aspectRatio: `${geometry.width} / ${geometry.height}`,
        backgroundColor: hovering ? DROP_HOVER_COLOUR : decoration.frameColour,
      }}
      {...dropHandlers}
    >
      {decoration.dateStamp && (
        <FooterLine
          className="strip-stamp"
          line={stamp}
          font={stampFont(scale)}
          ink={ink}
          scale={scale}
          text={stampText(editor.date, editor.stampLanguage)}
        />
      )}
      {name && editor.eventName && (
        <FooterLine
          className="strip-stamp strip-event-name"
          line={name}
          font={nameFont(scale)}
          ink={ink}
          scale={scale}
          text={editor.eventName}
        />
      )}
      <StickerLayer scale={scale} onFocusLost={() => root.current?.focus()} />
      {/* After the stickers in Tab order, under them on screen: stickers keep priority. */}
      <PhotoLayer scale={scale} />
      <PresenceOutlines scale={scale} />
    </div>
  );
}

/**
 * A line of the strip's footer (the date stamp, the event name), centred on its line's y as the
 * export draws it: a line box twice the font size high.
 */
function FooterLine(props: {
  className: string;
  line: { readonly y: number; readonly fontSize: number };
  font: string;
  ink: string;
  scale: number;
  text: string;
}) {
  const { line, scale } = props;
  return (
    <p
      className={props.className}
      style={{
        top: line.y * scale,
        font: props.font,
        lineHeight: `${2 * line.fontSize * scale}px`,
        color: props.ink,
      }}
    >
      {props.text}
    </p>
  );
}
