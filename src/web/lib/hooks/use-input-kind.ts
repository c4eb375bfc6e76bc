import { useSyncExternalStore } from 'react';
import { inputKindOf, type InputKind } from './input-kind.js';

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
