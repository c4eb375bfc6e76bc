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
