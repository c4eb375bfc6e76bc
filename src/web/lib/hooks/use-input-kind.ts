import { useSyncExternalStore } from 'react';

/** How the visitor points at the page: a finger (or a pen), or a mouse or touchpad. */
export type InputKind = 'touch' | 'pointer';

/**
 * The input a hint speaks to: the kind of the last press seen on the page, and before any
 * press the screen's main pointer. A tablet with a mouse plugged in is a mouse user once they
 * click; a touch laptop's finger turns the hints to touch once it presses.
 */
export function inputKindOf(lastPointerType: string | null, coarsePointer: boolean): InputKind {
  if (lastPointerType === 'touch' || lastPointerType === 'pen') return 'touch';
  if (lastPointerType === 'mouse') return 'pointer';
  return coarsePointer ? 'touch' : 'pointer';
}

let lastPointerType: string | null = null;
const listeners = new Set<() => void>();

function notePress(event: PointerEvent): void {
  if (event.pointerType === lastPointerType || !event.pointerType) return;
  lastPointerType = event.pointerType;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('pointerdown', notePress, true);
  listeners.add(onChange);
  const main = typeof matchMedia === 'function' ? matchMedia('(pointer: coarse)') : null;
  main?.addEventListener('change', onChange);
  return () => {
    listeners.delete(onChange);
    main?.removeEventListener('change', onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('pointerdown', notePress, true);
    // Presses are only followed while a hint shows: a later one starts from the main pointer.
    lastPointerType = null;
  };
}

function current(): InputKind {
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  return inputKindOf(lastPointerType, coarse);
}

/** The input in use now (inputKindOf), following the visitor's presses; 'pointer' on the server. */
export function useInputKind(): InputKind {
  return useSyncExternalStore(subscribe, current, () => 'pointer');
}
