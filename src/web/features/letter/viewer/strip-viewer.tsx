import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
} from 'react';
import { photosOfStripImage } from '../../../../model/strip.js';
import { useT } from '../../../lib/i18n/language.js';
import { PoseImage, useFullOnceLoaded } from './pose-image.js';
import { useViewerHistory } from './use-viewer-history.js';
import { coarsePointer, viewerInputOf, type ViewerInput } from './viewer-input.js';
import { VIEWER_KEYS } from './viewer-keys.js';
import {
  dismissOffset,
  openViewer,
  stepViewer,
  swipeOffset,
  type ViewerEvent,
  type ViewerFrame,
} from './viewer-machine.js';
import './strip-viewer.css';

export interface StripViewerProps {
  /** The image the page already shows (the display copy, or this browser's strip): at once. */
  shown: string;
  /** The full PNG, swapped in once it has loaded; null when `shown` is the full strip. */
  full: string | null;
  /** The strip image's size in pixels (any copy's: the poses are read from its shape). */
  size: { width: number; height: number };
  /** A living strip's video, moving on the page when the viewer opened: its poses move too. */
  video?: string;
  /** The input that opened it, until another is used: the hint says how to close with it. */
  input: ViewerInput;
  /** The viewer has closed (Escape, Back, Close, a drag down): unmount it. */
  onClosed(): void;
}

/**
 * The photostrip full screen, one pose at a time, straight: pinch, double tap, Ctrl+wheel and
 * the + and − keys zoom; a swipe, the arrow keys and the side buttons go to the next or
 * previous pose; Escape, Back, Close and a drag down close it. A modal dialog: the page behind
 * is inert and the focus comes back to the strip. The gestures are viewer-machine.ts's; this
 * only measures, draws and dispatches.
 */
export function StripViewer({ shown, full, size, video, input, onClosed }: StripViewerProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const pose = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const source = useFullOnceLoaded(shown, full);
  const boxes = useMemo(() => photosOfStripImage(size.width, size.height), [size]);
  const [state, setState] = useState(() => openViewer(boxes.length));
  // The state the next event steps from: several pointer events may come between renders.
  const latest = useRef(state);
  const requestClose = useViewerHistory(onClosed);
  const [inputUsed, setInputUsed] = useState(input);
  // Where the last press went down: a click that moved (a drag, a swipe) closes nothing.
  const pressedAt = useRef({ x: 0, y: 0 });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The focus goes back where it was (the button that opened it) once the dialog is gone.
    const opener = document.activeElement;
    if (!element.open) element.showModal();
    closeButton.current?.focus();
    return () => {
      element.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  const dispatch = useCallback(
    (event: ViewerEvent) => {
      // The pose's box at zoom 1 (offsetWidth ignores the zoom's transform) on its screen.
      const frame: ViewerFrame = {
        viewport: {
          width: stage.current?.clientWidth ?? window.innerWidth,
          height: stage.current?.clientHeight ?? window.innerHeight,
        },
        pose: { width: pose.current?.offsetWidth ?? 0, height: pose.current?.offsetHeight ?? 0 },
      };
      const step = stepViewer(latest.current, event, frame);
      latest.current = step.state;
      setState(step.state);
      if (step.close) requestClose();
    },
    [requestClose],
  );

  useEffect(() => {
    const onResize = () => dispatch({ type: 'resize' });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [dispatch]);

  /** A point on the stage, from a pointer or wheel event. */
  const pointOf = (event: { clientX: number; clientY: number }) => {
    const bounds = stage.current?.getBoundingClientRect() ?? { left: 0, top: 0 };
    return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
  };

  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const { pointerId } = event;
    const point = pointOf(event);
    if (event.type === 'pointermove') return dispatch({ type: 'move', pointerId, point });
    if (event.type === 'pointercancel') return dispatch({ type: 'cancel', pointerId });
    if (event.type === 'pointerdown') {
      event.currentTarget.setPointerCapture(pointerId);
      pressedAt.current = { x: event.clientX, y: event.clientY };
      setInputUsed(viewerInputOf(event.pointerType, coarsePointer()));
    }
    const type = event.type === 'pointerdown' ? 'down' : 'up';
    dispatch({ type, pointerId, point, at: event.timeStamp });
  };

  const dx = swipeOffset(state);
  const dy = dismissOffset(state);
  const moving = state.gesture.kind !== 'idle' && state.gesture.kind !== 'pressing';
  const position = t('letter.viewerPosition', { n: state.index + 1, count: state.count });

  return (
    <dialog
      ref={dialog}
      className="strip-viewer"
      aria-label={t('letter.viewerLabel')}
      style={{ '--dismiss': Math.min(1, dy / 400) } as CSSProperties}
      onCancel={(event) => {
        // Escape: close through history, so the entry opened with the viewer goes too.
        event.preventDefault();
        requestClose();
      }}
      onKeyDown={(event) => {
        setInputUsed('pointer');
        const action = VIEWER_KEYS[event.key];
        if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        dispatch(action);
      }}
    >
      <div
        ref={stage}
        className="strip-viewer-stage"
        data-moving={moving}
        onPointerDown={onPointer}
        onPointerMove={onPointer}
        onPointerUp={onPointer}
        onPointerCancel={onPointer}
        onWheel={(event) =>
          dispatch({ type: 'zoom', factor: Math.exp(-event.deltaY * 0.002), point: pointOf(event) })
        }
        onClick={(event) => {
          // A mouse's click beside the photo closes, as the hint says; a finger swipes down.
          const still =
            Math.hypot(event.clientX - pressedAt.current.x, event.clientY - pressedAt.current.y) <
            8;
          const beside = !(event.target as Element).closest('.strip-viewer-pose');
          if (inputUsed === 'pointer' && still && beside) requestClose();
        }}
      >
        <div
          className="strip-viewer-track"
          dir="ltr"
          style={{
            transform: `translate3d(calc(${-100 * state.index}% + ${dx}px), ${dy}px, 0)`,
          }}
        >
          {boxes.map((box, index) => (
            <div key={index} className="strip-viewer-slide" aria-hidden={index !== state.index}>
              <div
                ref={index === state.index ? pose : undefined}
                className="strip-viewer-pose"
                data-current={index === state.index}
                style={
                  {
                    '--aspect': box.width / box.height,
                    transform:
                      index === state.index
                        ? `translate(${state.pan.x}px, ${state.pan.y}px) scale(${state.zoom})`
                        : undefined,
                  } as CSSProperties
                }
              >
                <PoseImage
                  source={source}
                  video={index === state.index ? video : undefined}
                  label={t('letter.viewerPhotoAlt', { n: index + 1 })}
                  style={{
                    width: `${(100 * size.width) / box.width}%`,
                    left: `${(-100 * box.x) / box.width}%`,
                    top: `${(-100 * box.y) / box.height}%`,
                  }}
                />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="strip-viewer-bar">
        <p className="strip-viewer-position" aria-live="polite">
          {position}
        </p>
        <button
          ref={closeButton}
          type="button"
          className="strip-viewer-button strip-viewer-close"
          onClick={requestClose}
        >
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('letter.viewerClose')}</span>
        </button>
      </div>
      {state.count > 1 && (
        <>
          <button
            type="button"
            className="strip-viewer-button strip-viewer-previous"
            disabled={state.index === 0}
            onClick={() => dispatch({ type: 'go', to: 'previous' })}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('letter.viewerPrevious')}</span>
          </button>
          <button
            type="button"
            className="strip-viewer-button strip-viewer-next"
            disabled={state.index === state.count - 1}
            onClick={() => dispatch({ type: 'go', to: 'next' })}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('letter.viewerNext')}</span>
          </button>
        </>
      )}
      <p className="strip-viewer-hint">
        {t(inputUsed === 'touch' ? 'letter.viewerHint' : 'letter.viewerHintPointer')}
      </p>
    </dialog>
  );
}
