/**
 * Offline frame colour: finds a colour whose name (from color-name-list)
 * contains a theme keyword. 'ocean' → 'Ocean' #005493. Keyword matching only.
 */
export type ColourName = { name: string; hex: string };

function nameWords(name: string): string[] {
  return name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
}

/**
 * Returns the lowercase '#rrggbb' of the colour name that best fits the
 * words, or null when no name contains any of them.
 *
 * 1. A name that is exactly one of the words wins, earlier words first.
 * 2. Otherwise, for the earliest word that appears as a whole word in some
 *    name, the name with the fewest words (the plainest, e.g. 'Deep Sea' over
 *    '20000 Leagues Under the Sea'), then the alphabetically first.
 */
export function matchColour(words: readonly string[], names: readonly ColourName[]): string | null {
  for (const w of words) {
    const exact = names.find((c) => c.name.toLowerCase() === w);
    if (exact) return exact.hex.toLowerCase();
  }
  for (const w of words) {
    let best: { name: ColourName; size: number } | undefined;
    for (const c of names) {
      const parts = nameWords(c.name);
      if (!parts.includes(w)) continue;
      if (
        !best ||
        parts.length < best.size ||
        (parts.length === best.size && c.name.localeCompare(best.name.name, 'en') < 0)
      ) {
        best = { name: c, size: parts.length };
      }
    }
    if (best) return best.name.hex.toLowerCase();
  }
  return null;
}

let colourCache: Promise<ColourName[]> | undefined;

/** The ~31,000 names of color-name-list, imported once on first use (the module is ~2 MB). */
export function loadColourNames(): Promise<ColourName[]> {
  colourCache ??= import('color-name-list').then((m) => m.colornames);
  return colourCache;
}
