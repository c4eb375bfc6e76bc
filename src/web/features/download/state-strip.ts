/**
 * Whether /download may show the strip its history entry holds (docs/events.md, Starting over).
 * A normal visit: yes, it is this visitor's. At an event the browser's history outlives the
 * guests (Back, a reload, a restored tab), so only the strip this visit kept: the entry's nonce
 * must be the one kept with the strip (lib/storage/strip-image-store.ts), which a start over
 * forgets and the next Collect Photo replaces.
 */
export function showsStateStrip(
  stateNonce: string | null,
  keptNonce: string | null,
  eventMode: boolean,
): boolean {
  if (!eventMode) return true;
  return stateNonce !== null && stateNonce === keptNonce;
}
