/** What the frame palette's colour input may hold (model/colour.ts has the colour rules). */
const HEX = /^#[0-9a-f]{6}$/i;

/** The value an `<input type="color">` accepts for `colour`: lower-case #rrggbb, else white. */
export function colourInputValue(colour: string): string {
  const trimmed = colour.trim();
  return HEX.test(trimmed) ? trimmed.toLowerCase() : '#ffffff';
}
