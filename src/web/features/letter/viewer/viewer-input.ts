/**
 * The input the viewer's reader is using, for its hint on how to close it: a finger (or a pen)
 * swipes it down; a mouse or a keyboard clicks beside the photo or presses Esc.
 */
export type ViewerInput = 'touch' | 'pointer';

/**
 * The input of a press or click: its pointerType when the browser tells it (a click made by
 * Enter, or made again by the app's start, has none), else the screen's main pointer.
 */
export function viewerInputOf(
  pointerType: string | undefined,
  coarsePointer: boolean,
): ViewerInput {
  if (pointerType === 'touch' || pointerType === 'pen') return 'touch';
  if (pointerType === 'mouse') return 'pointer';
  return coarsePointer ? 'touch' : 'pointer';
}

/** Whether the screen's main pointer is a finger: false where matchMedia is missing. */
export function coarsePointer(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}
