import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { Point, Size, Sticker } from '../../../model/sticker.js';
import {
  EMPTY_TAP_MS,
  gestureInvolves,
  hitTarget,
  keyGestureEvent,
  layerFrame,
  tapSlop,
  toUnits,
  type LayerFrame,
} from './gesture-input.js';
import {
  IDLE,
  gestureReducer,
  gestureSticker,
  type Gesture,
  type GestureEvent,
} from './gesture-machine.js';

export interface StickerGestureOptions {
  stickers: readonly Sticker[];
  selectedId: number | null;
  bounds: Size;
  onSelect(id: number | null): void;
  /** A gesture ended having changed the sticker: record it (one history entry). */
  onCommit(sticker: Sticker): void;
  /** A tap on the preview where there is no sticker, at this point in strip units. */
  onEmptyTap(point: Point, pointerType: string): void;
}

export interface StickerGestures {
  /** The sticker as the running gesture has it (shown instead of the kept one); else null. */
  draft: Sticker | null;
  handlers: {
    onPointerDown(event: ReactPointerEvent<HTMLElement>): void;
    onPointerMove(event: ReactPointerEvent<HTMLElement>): void;
    onPointerUp(event: ReactPointerEvent<HTMLElement>): void;
    onPointerCancel(event: ReactPointerEvent<HTMLElement>): void;
    onLostPointerCapture(event: ReactPointerEvent<HTMLElement>): void;
    onClick(event: ReactMouseEvent<HTMLElement>): void;
  };
}

/**
 * Runs the gesture machine from pointer events on the sticker layer (mouse, touch and pen).
 * The layer captures every pointer of a gesture, so moves and ups arrive even outside the
 * preview. Moves update the machine at once but render at most once per animation frame, and
 * only the dragged sticker's view changes; the decoration (and its history) changes once, on
 * pointer-up. Escape or a pointercancel puts the sticker back; Shift snaps a turn at once.
 */
export function useStickerGestures(options: StickerGestureOptions): StickerGestures {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const gesture = useRef<Gesture>(IDLE);
  const layer = useRef<HTMLElement | null>(null);
  /** The layer's place on screen and CSS px per strip unit, taken when a gesture starts. */
  const frame = useRef<LayerFrame>({ left: 0, top: 0, scale: 1 });
  const frameRequest = useRef(0);
  const emptyDown = useRef<{ point: Point; pointerType: string; at: number } | null>(null);
  const [draft, setDraft] = useState<Sticker | null>(null);

  const render = useCallback((now: boolean) => {
    cancelAnimationFrame(frameRequest.current);
    frameRequest.current = 0;
    const show = () => setDraft(gestureSticker(gesture.current));
    if (now) show();
    else frameRequest.current = requestAnimationFrame(show);
  }, []);

  const dispatch = useCallback(
    (event: GestureEvent, renderNow = false) => {
      const step = gestureReducer(gesture.current, event, latest.current.bounds);
      const wasActive = gesture.current.kind !== 'idle';
      gesture.current = step.gesture;
      if (step.gesture.kind === 'idle') layer.current?.removeAttribute('data-gesture');
      if (step.commit) latest.current.onCommit(step.commit);
      if (wasActive || step.gesture.kind !== 'idle')
        render(renderNow || step.gesture.kind === 'idle');
    },
    [render],
  );

  // Keys during a gesture: Escape puts the sticker back, caught before the layer's own keys
  // (where Escape deselects) so the sticker stays selected; Shift re-snaps a turn.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const change = keyGestureEvent(event, gesture.current);
      if (!change) return;
      const cancel = change.type === 'cancel';
      if (cancel) {
        event.preventDefault();
        event.stopPropagation();
      }
      dispatch(change, cancel);
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('keyup', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('keyup', onKey, true);
      cancelAnimationFrame(frameRequest.current);
    };
  }, [dispatch]);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const root = event.currentTarget;
      layer.current = root;
      const running = gesture.current;
      if (running.kind !== 'idle') {
        // A second finger anywhere on the preview while one drags a sticker: pinch.
        if (event.pointerType === 'touch' && running.kind === 'dragging') {
          root.setPointerCapture(event.pointerId);
          dispatch({
            type: 'second-finger',
            pointerId: event.pointerId,
            point: toUnits(frame.current, event),
          });
        }
        return;
      }
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const hit = hitTarget(event.target);
      if (hit.bin) return;
      const { stickers, selectedId, onSelect } = latest.current;
      const id = hit.stickerId ?? selectedId;
      const sticker = stickers.find((s) => s.id === id);
      if (!hit.gesture || !sticker) {
        // Remembered until the click: a touch that turns into a scroll is no tap.
        emptyDown.current = {
          point: toUnits(layerFrame(root.getBoundingClientRect()), event),
          pointerType: event.pointerType,
          at: event.timeStamp,
        };
        return;
      }
      frame.current = layerFrame(root.getBoundingClientRect());
      if (hit.stickerId !== undefined) {
        onSelect(hit.stickerId);
        root
          .querySelector<HTMLElement>(`[data-sticker-id="${hit.stickerId}"]`)
          ?.focus({ preventScroll: true });
      }
      root.setPointerCapture(event.pointerId);
      // A second finger landing off the sticker must not pan the page meanwhile.
      root.setAttribute('data-gesture', '');
      dispatch({
        type: 'down',
        pointerId: event.pointerId,
        point: toUnits(frame.current, event),
        sticker,
        target: hit.gesture,
        slop: tapSlop(event.pointerType, frame.current.scale),
      });
      // No text selection or native image drag while a sticker moves.
      event.preventDefault();
    },
    [dispatch],
  );

  /** Moves the running gesture to where the pointer is, snapping while Shift is held. */
  const moveTo = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      dispatch({
        type: 'move',
        pointerId: event.pointerId,
        point: toUnits(frame.current, event),
        snap: event.shiftKey,
      });
    },
    [dispatch],
  );

  const onPointerMove = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (gesture.current.kind === 'idle') return;
      moveTo(event);
    },
    [moveTo],
  );

  const onPointerUp = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (gesture.current.kind === 'idle') return;
      // The last position first: a quick flick may end before a move was seen.
      moveTo(event);
      dispatch({ type: 'up', pointerId: event.pointerId }, true);
    },
    [dispatch, moveTo],
  );

  const onPointerCancel = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (gesture.current.kind === 'idle') return;
      if (!gestureInvolves(gesture.current, event.pointerId)) return;
      dispatch({ type: 'cancel' }, true);
    },
    [dispatch],
  );

  // Deselects on a click that also went down on the empty preview: the click after a drag
  // lands on the layer (it held the pointer), and must not deselect the dragged sticker.
  const onClick = useCallback((event: ReactMouseEvent<HTMLElement>) => {
    const down = emptyDown.current;
    emptyDown.current = null;
    if (!down || hitTarget(event.target).gesture) return;
    latest.current.onSelect(null);
    if (event.timeStamp - down.at < EMPTY_TAP_MS)
      latest.current.onEmptyTap(down.point, down.pointerType);
  }, []);

  return {
    draft,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel,
      // The layer lost a pointer without an up (it went away): treat it as a cancel. A
      // sticker's own (implicit, touch) capture handed over to the layer does not count.
      onLostPointerCapture: (event: ReactPointerEvent<HTMLElement>) => {
        if (event.target === event.currentTarget) onPointerCancel(event);
      },
      onClick,
    },
  };
}
