import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import {
  frameAt,
  framePlacement,
  type PhotoFrame,
  type SourceSize,
} from '../../../model/photo-frame.js';
import type { Box, StripGeometry } from '../../../model/strip.js';
import { useEditor } from './editor-session.js';
import { useFrameAhead } from './use-frame-ahead.js';
import { useT } from '../../lib/i18n/language.js';
import { useObjectUrlImage } from '../../lib/hooks/use-object-url.js';
import { clientPoint, photoKeyMove, startsGesture } from './gesture-input.js';
import { LiveClip } from './live/live-clip.js';
import { useLiveCells } from './live/use-live-cells.js';
import {
  PHOTO_IDLE,
  keyPanned,
  photoGestureIndex,
  photoGestureReducer,
  photoGestureView,
  wheelDeltaPx,
  wheelZoomed,
  type PhotoBounds,
  type PhotoGesture,
  type PhotoGestureEvent,
  type PhotoView,
} from './photo-gesture-machine.js';

interface PhotoLayerProps {
  /** CSS px per strip unit. */
  scale: number;
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
 * The strip's photos, each a button ('Photo 1'…) under the stickers: a click, a tap or focus
 * selects it; the selected one pans with a drag or the arrow keys, zooms with a pinch or
 * Ctrl+wheel, and Escape lets it go. Each photo is placed in its box by framePlacement, the
 * numbers the export crops by. With Live on, a photo with a clip plays it over the still
 * (live/live-clip.tsx), framed by the same numbers.
 */
export function PhotoLayer({ scale }: PhotoLayerProps) {
  const editor = useEditor();
  const { geometry, photoSizes: sizes, apply: onApply } = editor;
  const { selectedPhoto: selected, selectPhoto: onSelect } = editor;
  const frames = editor.decoration.photoFrames;
  const t = useT();
  const [draft, setDraft] = useState<{ index: number; frame: PhotoView } | null>(null);
  const gesture = useRef<PhotoGesture>(PHOTO_IDLE);
  const list = useRef<HTMLOListElement>(null);
  const ahead = useFrameAhead(frames);
  // Live: one player for every cell's clip, playing while the strip is on screen.
  const cells = useLiveCells(list);

  /** What clamps the photo of box `index` now. */
  function boundsOf(index: number): PhotoBounds {
    const size = sizes.get(frameAt(frames, index).source);
    return { size, box: geometry.photos[index], scale };
  }

  /** Runs the photo gesture machine; the frame it shows is drawn, its commit applied. */
  function dispatch(event: PhotoGestureEvent) {
    const running = gesture.current;
    const index = event.type === 'down' ? event.index : photoGestureIndex(running);
    if (index === null) return;
    const step = photoGestureReducer(running, event, boundsOf(index));
    gesture.current = step.gesture;
    const view = photoGestureView(step.gesture);
    if (view === null) {
      if (running.kind !== 'idle') setDraft(null);
    } else if (event.type === 'move' && step.gesture !== running) {
      setDraft({ index, frame: view });
    }
    if (step.commit) onApply(step.commit);
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
      const deltaY = wheelDeltaPx(event.deltaY, event.deltaMode);
      const zoomed = wheelZoomed(selected, ahead.viewOf(selected), deltaY, boundsOf(selected));
      if (zoomed.type === 'PhotoZoomed') ahead.applied(selected, zoomed);
      onApply(zoomed);
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
    const move = photoKeyMove(event);
    if (!move) return;
    event.preventDefault();
    onSelect(index);
    onApply(keyPanned(index, frameAt(frames, index), move, boundsOf(index)));
  }

  function onPointerDown(event: ReactPointerEvent<HTMLButtonElement>, index: number) {
    if (!startsGesture(event)) return;
    if (selected !== index) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
    const { pointerId } = event;
    dispatch({
      type: 'down',
      pointerId,
      point: clientPoint(event),
      index,
      frame: frameAt(frames, index),
    });
  }

  return (
    <ol
      ref={list}
      className="strip-photos"
      aria-label={t('editor.yourPhotos')}
      data-capturing={editor.capturing ? '' : undefined}
      onClick={(event) => {
        if (event.target === event.currentTarget) onSelect(null);
      }}
    >
      {geometry.photos.map((box, index) => {
        const stored = frameAt(frames, index);
        const frame = draft?.index === index ? { ...stored, ...draft.frame } : stored;
        const blob = editor.photos[frame.source];
        const clip = editor.live ? editor.clips[frame.source] : null;
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
              onPointerMove={(event) =>
                dispatch({ type: 'move', pointerId: event.pointerId, point: clientPoint(event) })
              }
              onPointerUp={(event) => dispatch({ type: 'up', pointerId: event.pointerId })}
              onPointerCancel={(event) => dispatch({ type: 'cancel', pointerId: event.pointerId })}
            >
              {blob && (
                <FramedImage
                  blob={blob}
                  box={box}
                  frame={frame}
                  size={sizes.get(frame.source)}
                  scale={scale}
                  onSize={(size) => editor.photoSized(frame.source, size)}
                />
              )}
              {clip && <LiveClip cells={cells} clip={clip} box={box} frame={frame} scale={scale} />}
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
