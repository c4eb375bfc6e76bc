import {
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { DecorationEvent } from '../../../model/decoration.js';
import {
  clampOffset,
  frameAt,
  framePlacement,
  type PhotoFrame,
  type SourceSize,
} from '../../../model/photo-frame.js';
import type { Box, StripGeometry } from '../../../model/strip.js';
import { useObjectUrlImage } from '../../lib/use-object-url.js';

/** Strip units an arrow key pans the selected photo (Shift: five times as far). */
const PAN_STEP = 4;

interface PhotoLayerProps {
  geometry: StripGeometry;
  /** The visit's photos in their order; each box shows the one its frame names. */
  photos: readonly Blob[];
  frames: readonly PhotoFrame[] | undefined;
  /** Natural sizes of the visit's photos, by index, once decoded. */
  sizes: ReadonlyMap<number, SourceSize>;
  /** CSS px per strip unit. */
  scale: number;
  selected: number | null;
  capturing: boolean;
  onSelect(index: number | null): void;
  onApply(event: DecorationEvent): void;
  onSize(source: number, size: SourceSize): void;
}

function percentBox(box: Box, geometry: StripGeometry): CSSProperties {
  return {
    left: `${(box.x / geometry.width) * 100}%`,
    top: `${(box.y / geometry.height) * 100}%`,
    width: `${(box.width / geometry.width) * 100}%`,
    height: `${(box.height / geometry.height) * 100}%`,
  };
}

/** A drag of the selected photo: where it started, and the offset it has reached. */
interface Pan {
  pointerId: number;
  index: number;
  startX: number;
  startY: number;
  from: { offsetX: number; offsetY: number };
  offset: { offsetX: number; offsetY: number };
}

/**
 * The strip's photos, each a button ('Photo 1'…) under the stickers: a click, a tap or focus
 * selects it; the selected one pans with a drag or the arrow keys, and Escape lets it go. Each
 * photo is placed in its box by framePlacement, the numbers the export crops by.
 */
export function PhotoLayer(props: PhotoLayerProps) {
  const { geometry, frames, sizes, scale, selected, onSelect, onApply } = props;
  const [pan, setPan] = useState<Pan | null>(null);
  const panRef = useRef<Pan | null>(null);

  function offsetFor(index: number, offsetX: number, offsetY: number) {
    const frame = frameAt(frames, index);
    const size = sizes.get(frame.source);
    const box = geometry.photos[index];
    if (!size || !box) return { offsetX: frame.offsetX, offsetY: frame.offsetY };
    return clampOffset(size, box, { zoom: frame.zoom, offsetX, offsetY });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key === 'Escape') {
      if (selected === null) return;
      event.preventDefault();
      onSelect(null);
      return;
    }
    const step = event.shiftKey ? PAN_STEP * 5 : PAN_STEP;
    const move = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }[event.key];
    if (!move) return;
    event.preventDefault();
    onSelect(index);
    const frame = frameAt(frames, index);
    const [dx = 0, dy = 0] = move;
    onApply({
      type: 'PhotoPanned',
      index,
      ...offsetFor(index, frame.offsetX + dx, frame.offsetY + dy),
    });
  }

  function onPointerDown(event: ReactPointerEvent<HTMLButtonElement>, index: number) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (selected !== index) return;
    const frame = frameAt(frames, index);
    const start: Pan = {
      pointerId: event.pointerId,
      index,
      startX: event.clientX,
      startY: event.clientY,
      from: { offsetX: frame.offsetX, offsetY: frame.offsetY },
      offset: { offsetX: frame.offsetX, offsetY: frame.offsetY },
    };
    event.currentTarget.setPointerCapture(event.pointerId);
    panRef.current = start;
    setPan(start);
    event.preventDefault();
  }

  function onPointerMove(event: ReactPointerEvent<HTMLButtonElement>) {
    const running = panRef.current;
    if (!running || running.pointerId !== event.pointerId) return;
    const offset = offsetFor(
      running.index,
      running.from.offsetX + (event.clientX - running.startX) / scale,
      running.from.offsetY + (event.clientY - running.startY) / scale,
    );
    const next = { ...running, offset };
    panRef.current = next;
    setPan(next);
  }

  function onPointerEnd(event: ReactPointerEvent<HTMLButtonElement>, commit: boolean) {
    const running = panRef.current;
    if (!running || running.pointerId !== event.pointerId) return;
    panRef.current = null;
    setPan(null);
    if (commit) onApply({ type: 'PhotoPanned', index: running.index, ...running.offset });
  }

  return (
    <ol
      className="strip-photos"
      aria-label="Your photos"
      data-capturing={props.capturing ? '' : undefined}
      onClick={(event) => {
        if (event.target === event.currentTarget) onSelect(null);
      }}
    >
      {geometry.photos.map((box, index) => {
        const stored = frameAt(frames, index);
        const frame = pan?.index === index ? { ...stored, ...pan.offset } : stored;
        const blob = props.photos[frame.source];
        return (
          // A box's place in the strip is its identity; the photo in it may change.
          <li key={index} className="strip-photo" style={percentBox(box, geometry)}>
            <button
              type="button"
              className="strip-photo-button"
              aria-pressed={selected === index}
              data-selected={selected === index ? '' : undefined}
              aria-label={`Photo ${index + 1}`}
              onClick={() => onSelect(index)}
              onFocus={() => onSelect(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onPointerDown={(event) => onPointerDown(event, index)}
              onPointerMove={onPointerMove}
              onPointerUp={(event) => onPointerEnd(event, true)}
              onPointerCancel={(event) => onPointerEnd(event, false)}
            >
              {blob && (
                <FramedImage
                  blob={blob}
                  box={box}
                  frame={frame}
                  size={sizes.get(frame.source)}
                  scale={scale}
                  onSize={(size) => props.onSize(frame.source, size)}
                />
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * One photo placed in its box as the export crops it: sized and offset by framePlacement (in
 * CSS px), the box hiding the rest. Until its size is known it is cover-cropped by CSS.
 */
function FramedImage(props: {
  blob: Blob;
  box: Box;
  frame: PhotoFrame;
  size: SourceSize | undefined;
  scale: number;
  onSize(size: SourceSize): void;
}) {
  const image = useObjectUrlImage(props.blob);
  const { size, scale } = props;
  const placed = size ? framePlacement(size, props.box, props.frame) : null;
  const style: CSSProperties | undefined = placed
    ? {
        left: placed.x * scale,
        top: placed.y * scale,
        width: placed.width * scale,
        height: placed.height * scale,
      }
    : undefined;
  return (
    <img
      ref={image}
      alt=""
      draggable={false}
      className={placed ? 'strip-photo-framed' : undefined}
      style={style}
      onLoad={(event) => {
        const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
        if (width > 0 && height > 0 && (size?.width !== width || size.height !== height)) {
          props.onSize({ width, height });
        }
      }}
    />
  );
}
