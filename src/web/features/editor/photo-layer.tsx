import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { DecorationEvent } from '../../../model/decoration.js';
import {
  clampOffset,
  clampZoom,
  frameAt,
  framePlacement,
  type PhotoFrame,
  type SourceSize,
} from '../../../model/photo-frame.js';
import type { Box, StripGeometry } from '../../../model/strip.js';
import { useT } from '../../lib/i18n/language.js';
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

/**
 * A gesture on the selected photo: a drag (one pointer) pans it, a pinch (two) zooms it. Both
 * start from the frame as it was (the snapshot), recompute from it on every move, and commit
 * one event when the last pointer lifts.
 */
interface Gesture {
  index: number;
  /** Where each pointer went down, and where it is now (client px). */
  pointers: Map<number, { x0: number; y0: number; x: number; y: number }>;
  from: { zoom: number; offsetX: number; offsetY: number };
  /** The frame as it now shows (not yet an event). */
  draft: { zoom: number; offsetX: number; offsetY: number };
}

/** Ctrl+wheel: one notch (100 px of deltaY) zooms by this factor. */
const WHEEL_ZOOM_PER_100PX = 1.25;

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The strip's photos, each a button ('Photo 1'…) under the stickers: a click, a tap or focus
 * selects it; the selected one pans with a drag or the arrow keys, zooms with a pinch or
 * Ctrl+wheel, and Escape lets it go. Each photo is placed in its box by framePlacement, the
 * numbers the export crops by.
 */
export function PhotoLayer(props: PhotoLayerProps) {
  const { geometry, frames, sizes, scale, selected, onSelect, onApply } = props;
  const t = useT();
  const [draft, setDraft] = useState<{ index: number; frame: Gesture['draft'] } | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const list = useRef<HTMLOListElement>(null);

  /** The offset clamped for the photo of box `index` at `zoom`. */
  function clampFor(index: number, zoom: number, offsetX: number, offsetY: number) {
    const frame = frameAt(frames, index);
    const size = sizes.get(frame.source);
    const box = geometry.photos[index];
    if (!size || !box) return { offsetX, offsetY };
    return clampOffset(size, box, { zoom, offsetX, offsetY });
  }

  // Ctrl+wheel (and a trackpad's pinch, which Chromium sends as one) zooms the selected photo.
  // A native listener: React's wheel listener is passive, and the page must not zoom instead.
  const wheel = useRef<(event: WheelEvent) => void>(() => undefined);
  useEffect(() => {
    wheel.current = (event: WheelEvent) => {
      if (!event.ctrlKey || selected === null) return;
      const target = event.target instanceof Element ? event.target.closest('li') : null;
      if (!target || target.parentElement !== list.current) return;
      event.preventDefault();
      const frame = frameAt(frames, selected);
      const zoom = clampZoom(frame.zoom * WHEEL_ZOOM_PER_100PX ** (-event.deltaY / 100));
      onApply({
        type: 'PhotoZoomed',
        index: selected,
        zoom,
        ...clampFor(selected, zoom, frame.offsetX, frame.offsetY),
      });
    };
  });
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const listener = (event: WheelEvent) => wheel.current(event);
    element.addEventListener('wheel', listener, { passive: false });
    return () => element.removeEventListener('wheel', listener);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key === 'Escape') {
      if (selected === null) return;
      event.preventDefault();
      onSelect(null);
      return;
    }
    const step = event.shiftKey ? PAN_STEP * 5 : PAN_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onSelect(index);
    const frame = frameAt(frames, index);
    const offset = clampFor(index, frame.zoom, frame.offsetX + move[0], frame.offsetY + move[1]);
    onApply({ type: 'PhotoPanned', index, ...offset });
  }

  function onPointerDown(event: ReactPointerEvent<HTMLButtonElement>, index: number) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (selected !== index) return;
    const point = { x0: event.clientX, y0: event.clientY, x: event.clientX, y: event.clientY };
    const running = gesture.current;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
    if (running && running.index === index && running.pointers.size === 1) {
      // A second finger: the pinch starts from the frame as the drag left it.
      for (const other of running.pointers.values()) {
        other.x0 = other.x;
        other.y0 = other.y;
      }
      running.pointers.set(event.pointerId, point);
      running.from = running.draft;
      return;
    }
    if (running) return;
    const frame = frameAt(frames, index);
    const from = { zoom: frame.zoom, offsetX: frame.offsetX, offsetY: frame.offsetY };
    gesture.current = { index, pointers: new Map([[event.pointerId, point]]), from, draft: from };
  }

  function onPointerMove(event: ReactPointerEvent<HTMLButtonElement>) {
    const running = gesture.current;
    const pointer = running?.pointers.get(event.pointerId);
    if (!running || !pointer) return;
    pointer.x = event.clientX;
    pointer.y = event.clientY;
    const [a, b] = [...running.pointers.values()];
    if (!a) return;
    const { from, index } = running;
    let zoom = from.zoom;
    let dx = a.x - a.x0;
    let dy = a.y - a.y0;
    if (b) {
      // Pinch: the zoom follows the fingers' spread, the pan their midpoint.
      const start = distance({ x: a.x0, y: a.y0 }, { x: b.x0, y: b.y0 });
      if (start > 0) zoom = clampZoom((from.zoom * distance(a, b)) / start);
      dx = (a.x - a.x0 + b.x - b.x0) / 2;
      dy = (a.y - a.y0 + b.y - b.y0) / 2;
    }
    const offset = clampFor(index, zoom, from.offsetX + dx / scale, from.offsetY + dy / scale);
    running.draft = { zoom, ...offset };
    setDraft({ index, frame: running.draft });
  }

  function onPointerEnd(event: ReactPointerEvent<HTMLButtonElement>, commit: boolean) {
    const running = gesture.current;
    if (!running?.pointers.has(event.pointerId)) return;
    gesture.current = null;
    setDraft(null);
    const { index, from, draft: to } = running;
    if (!commit) return;
    if (to.zoom !== from.zoom) {
      onApply({ type: 'PhotoZoomed', index, ...to });
    } else if (to.offsetX !== from.offsetX || to.offsetY !== from.offsetY) {
      onApply({ type: 'PhotoPanned', index, offsetX: to.offsetX, offsetY: to.offsetY });
    }
  }

  return (
    <ol
      ref={list}
      className="strip-photos"
      aria-label={t('editor.yourPhotos')}
      data-capturing={props.capturing ? '' : undefined}
      onClick={(event) => {
        if (event.target === event.currentTarget) onSelect(null);
      }}
    >
      {geometry.photos.map((box, index) => {
        const stored = frameAt(frames, index);
        const frame = draft?.index === index ? { ...stored, ...draft.frame } : stored;
        const blob = props.photos[frame.source];
        return (
          // A box's place in the strip is its identity; the photo in it may change.
          <li key={index} className="strip-photo" style={percentBox(box, geometry)}>
            <button
              type="button"
              className="strip-photo-button"
              aria-pressed={selected === index}
              data-selected={selected === index ? '' : undefined}
              aria-label={t('editor.photo', { number: index + 1 })}
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
