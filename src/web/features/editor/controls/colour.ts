/**
 * Frame colour comparisons for the palette. The palette writes hex in upper case (#E63946), the
 * colour input and the AI answer in lower case (#e63946): they are the same colour.
 */
import { FRAME_PALETTE, type PaletteColour } from '../../../../model/palette.js';

const HEX = /^#[0-9a-f]{6}$/i;

export function sameColour(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The palette entry showing `colour`, or undefined for a custom colour. */
export function paletteColourOf(colour: string): PaletteColour | undefined {
  return FRAME_PALETTE.find((entry) => sameColour(entry.hex, colour));
}

/** The value an `<input type="color">` accepts for `colour`: lower-case #rrggbb, else white. */
export function colourInputValue(colour: string): string {
  const trimmed = colour.trim();
  return HEX.test(trimmed) ? trimmed.toLowerCase() : '#ffffff';
}

/** Relative luminance (WCAG) of a #rrggbb colour, 0 (black) to 1 (white). */
export function luminance(colour: string): number {
  const hex = colourInputValue(colour);
  const linear = (at: number) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

const DARK_INK = '#2b1d16';
const LIGHT_INK = '#ffffff';

/** Ink for a mark drawn on a swatch of `colour`: whichever of dark or white contrasts more. */
export function markInk(colour: string): typeof DARK_INK | typeof LIGHT_INK {
  const l = luminance(colour);
  const onDark = (l + 0.05) / (luminance(DARK_INK) + 0.05);
  const onLight = (luminance(LIGHT_INK) + 0.05) / (l + 0.05);
  return onDark >= onLight ? DARK_INK : LIGHT_INK;
}
