/**
 * Where the selected photo's floating toolbar (wide screens, controls.css) lines up beside its
 * photo, in % of the strip's height: with the photo's top for a photo in the strip's upper half,
 * with its bottom for one lower down, so the toolbar stays beside the strip and its photo.
 */
export function toolbarAnchor(
  box: { readonly y: number; readonly height: number },
  stripHeight: number,
): { top: string } | { bottom: string } {
  const percent = (value: number) => `${Number(((value / stripHeight) * 100).toFixed(3))}%`;
  return box.y + box.height / 2 <= stripHeight / 2
    ? { top: percent(box.y) }
    : { bottom: percent(stripHeight - box.y - box.height) };
}
