import { useEffect, useRef } from 'react';
import { readableInk } from '../../../model/colour.js';
import type { Decoration, DecorationEvent } from '../../../model/decoration.js';
import type { Point, StickerContent } from '../../../model/sticker.js';
import {
  STRIP_WIDTH,
  nameFont,
  stampFont,
  stampText,
  type StripGeometry,
} from '../../../model/strip.js';
import type { SourceSize } from '../../../model/photo-frame.js';
import { useLanguage, useT } from '../../lib/i18n/language.js';
import { PhotoLayer } from './photo-layer.js';
import { StickerLayer } from './sticker-layer.js';
import { useElementWidth } from './use-element-width.js';
import { useStickerDrop } from './use-sticker-drop.js';

/** The preview's background while a drop hovers over it. */
export const DROP_HOVER_COLOUR = '#dbeeff';

interface StripPreviewProps {
  geometry: StripGeometry;
  /** The visit's photos in their order (the decoration's photo frames say which box shows which). */
  photos: readonly Blob[];
  /** The selected photo's box, or null. */
  selectedPhoto: number | null;
  onSelectPhoto(index: number | null): void;
  photoSizes: ReadonlyMap<number, SourceSize>;
  onPhotoSize(source: number, size: SourceSize): void;
  decoration: Decoration;
  selectedId: number | null;
  capturing: boolean;
  /** The day the date stamp shows (the export uses the same). */
  date: Date;
  /** The event's name, under the date stamp; '' for none (the geometry has its line then). */
  eventName: string;
  onSelect(id: number | null): void;
  onApply(event: DecorationEvent): void;
  onEmptyTap(point: Point, pointerType: string): void;
  onDropContent(content: StickerContent, point: Point): void;
  onDropRefused(): void;
  /** Told the preview's width in CSS px whenever it changes. */
  onWidth(width: number): void;
}

/**
 * The strip as it will be collected, read from the same model as the export: the frame
 * colour, the photos framed in their boxes (photo-layer.tsx), the date stamp, the stickers on top. Its
 * width in CSS px over STRIP_WIDTH is the scale every sticker is drawn at.
 */
export function StripPreview(props: StripPreviewProps) {
  const { geometry, decoration, onWidth } = props;
  const t = useT();
  const { language } = useLanguage();
  const root = useRef<HTMLDivElement>(null);
  const width = useElementWidth(root, STRIP_WIDTH);
  const scale = width / STRIP_WIDTH;
  const { hovering, dropHandlers } = useStickerDrop({
    onDrop: props.onDropContent,
    onRefused: props.onDropRefused,
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
          text={stampText(props.date, language)}
        />
      )}
      {name && props.eventName && (
        <FooterLine
          className="strip-stamp strip-event-name"
          line={name}
          font={nameFont(scale)}
          ink={ink}
          scale={scale}
          text={props.eventName}
        />
      )}
      <StickerLayer
        stickers={decoration.stickers}
        bounds={geometry}
        scale={scale}
        selectedId={props.selectedId}
        capturing={props.capturing}
        onSelect={props.onSelect}
        onApply={props.onApply}
        onEmptyTap={props.onEmptyTap}
        onFocusLost={() => root.current?.focus()}
        photoSelected={props.selectedPhoto !== null}
      />
      {/* After the stickers in Tab order, under them on screen: stickers keep priority. */}
      <PhotoLayer
        geometry={geometry}
        photos={props.photos}
        frames={decoration.photoFrames}
        sizes={props.photoSizes}
        scale={scale}
        selected={props.selectedPhoto}
        capturing={props.capturing}
        onSelect={props.onSelectPhoto}
        onApply={props.onApply}
        onSize={props.onPhotoSize}
      />
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
