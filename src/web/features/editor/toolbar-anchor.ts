/**
 * Where the selected photo's floating toolbar (wide screens, controls.css) goes, in % of the
 * strip's height. Over the strip itself, in the part of it beside the photo that has the more
 * room (under a photo in the strip's upper half, above one in its lower half): the toolbar then
 * stays in the strip's column, clear of the photo being framed and of the controls column (the
 * emoji grid, the AI box) beside it. Only a photo that leaves too little of the strip free (a
 * one-pose strip) gets it beside the strip, lined up with the photo's top or bottom.
 */
export type ToolbarAnchor =
  | { readonly place: 'over'; readonly top: string; readonly room: string }
  | { readonly place: 'over'; readonly bottom: string; readonly room: string }
  | { readonly place: 'beside'; readonly top: string }
  | { readonly place: 'beside'; readonly bottom: string };

/** The least share of the strip's height the toolbar needs over it (the zoom row, the buttons). */
export const MIN_TOOLBAR_ROOM = 0.3;

export function toolbarAnchor(
  box: { readonly y: number; readonly height: number },
  stripHeight: number,
): ToolbarAnchor {
  const percent = (value: number) => `${Number(((value / stripHeight) * 100).toFixed(3))}%`;
  const upper = box.y + box.height / 2 <= stripHeight / 2;
  const below = stripHeight - box.y - box.height;
  const room = upper ? below : box.y;
  if (room / stripHeight < MIN_TOOLBAR_ROOM) {
    return upper
      ? { place: 'beside', top: percent(box.y) }
      : { place: 'beside', bottom: percent(below) };
  }
  return upper
    ? { place: 'over', top: percent(box.y + box.height), room: percent(room) }
    : { place: 'over', bottom: percent(stripHeight - box.y), room: percent(room) };
}
