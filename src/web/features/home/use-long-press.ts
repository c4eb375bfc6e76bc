import { useEffect, useRef, type PointerEvent } from 'react';

/**
 * A press held for `ms` on an element calls `onLongPress` (the host's way from / to /event
 * while event mode hides its link, docs/events.md). Letting go, leaving the element, or a
 * scroll that takes the pointer (pointercancel) before then does nothing. The touch's own
 * long-press menu is not shown.
 */
export function useLongPress(onLongPress: () => void, ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onLongPress);
  useEffect(() => {
    latest.current = onLongPress;
  }, [onLongPress]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const stop = () => clearTimeout(timer.current);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      stop();
      timer.current = setTimeout(() => latest.current(), ms);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onContextMenu: (event: { preventDefault(): void }) => event.preventDefault(),
  };
}
