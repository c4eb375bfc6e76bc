/**
 * The rules about colours, in one place: reading a CSS colour, comparing two, finding a palette
 * colour, and choosing ink that stays readable on a colour (the date stamp on the frame, the
 * check mark on a swatch).
 */
import colorNames from 'color-name';
import { FRAME_PALETTE, type PaletteColour } from './palette.js';

type Rgb = readonly [number, number, number];

/**
 * Reads a CSS colour as an AI model might write it ("teal", "#0af", "rgb(0, 128, 255)",
 * "hsl(200 80% 50%)") and returns it as lowercase #rrggbb, or null when it is not a colour.
 * Transparency is dropped: a frame is opaque.
 */
export function parseCssColour(input: string): string | null {
  const text = input.trim().toLowerCase();
  const rgb =
    parseHex(text) ?? parseNamed(text) ?? parseRgbFunction(text) ?? parseHslFunction(text);
  return rgb ? toHex(rgb) : null;
}

export function toHex([r, g, b]: Rgb): string {
  return '#' + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
}

function parseHex(text: string): Rgb | null {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (!match?.[1]) return null;
  const digits = match[1];
  const short = digits.length <= 4;
  const channel = (i: number): number =>
    short ? parseInt(digits.charAt(i).repeat(2), 16) : parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return [channel(0), channel(1), channel(2)];
}

function parseNamed(text: string): Rgb | null {
  if (!Object.hasOwn(colorNames, text)) return null;
  const [r, g, b] = colorNames[text as keyof typeof colorNames];
  return [r, g, b];
}

/** The arguments of `name(...)`, split on commas, spaces and the alpha slash. */
function functionArguments(text: string, names: readonly string[]): string[] | null {
  const match = /^([a-z]+)\(([^)]*)\)$/.exec(text);
  if (!match?.[1] || match[2] === undefined || !names.includes(match[1])) return null;
  const parts = match[2]
    .split(/[\s,/]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length === 3 || parts.length === 4 ? parts : null;
}

function parseNumber(part: string, percentOf: number): number | null {
  const match = /^(-?\d*\.?\d+)(%?)$/.exec(part);
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  return match[2] ? (value / 100) * percentOf : value;
}

const clamp = (value: number, max: number): number => Math.min(max, Math.max(0, value));

function parseRgbFunction(text: string): Rgb | null {
  const parts = functionArguments(text, ['rgb', 'rgba']);
  if (!parts) return null;
  const [r, g, b] = parts.slice(0, 3).map((part) => parseNumber(part, 255));
  if (r == null || g == null || b == null) return null;
  return [clamp(r, 255), clamp(g, 255), clamp(b, 255)];
}

function parseHslFunction(text: string): Rgb | null {
  const parts = functionArguments(text, ['hsl', 'hsla']);
  if (!parts?.[0] || !parts[1] || !parts[2]) return null;
  const hue = parseNumber(parts[0].replace(/deg$/, ''), 360);
  const saturation = parts[1].endsWith('%') ? parseNumber(parts[1], 1) : null;
  const lightness = parts[2].endsWith('%') ? parseNumber(parts[2], 1) : null;
  if (hue === null || saturation === null || lightness === null) return null;
  return hslToRgb(((hue % 360) + 360) % 360, clamp(saturation, 1), clamp(lightness, 1));
}

function hslToRgb(hue: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => {
    const k = (n + hue / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/**
 * Two spellings of one colour: the palette writes hex in upper case (#E63946), the colour
 * input and the AI answer in lower case (#e63946).
 */
export function sameColour(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The palette entry showing `colour`, or undefined for a custom colour. */
export function paletteColourOf(colour: string): PaletteColour | undefined {
  return FRAME_PALETTE.find((entry) => sameColour(entry.hex, colour));
}

export function isPaletteColour(colour: string): boolean {
  return paletteColourOf(colour) !== undefined;
}

/** Relative luminance (WCAG 2) of a CSS colour, 0 (black) to 1 (white); null when unreadable. */
export function relativeLuminance(colour: string): number | null {
  const hex = parseCssColour(colour);
  if (!hex) return null;
  const linear = (at: number): number => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

/** The strip's brown-black: what the date stamp has always been printed in on light frames. */
export const DARK_INK = '#2b2118';
export const LIGHT_INK = '#ffffff';
export type Ink = typeof DARK_INK | typeof LIGHT_INK;

/** WCAG contrast ratio of two luminances, 1 (none) to 21 (black on white). */
function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Ink for text or a mark on `background`: whichever of dark or white contrasts more with it.
 * A colour that cannot be read is taken for the white the strip starts with.
 */
export function readableInk(background: string): Ink {
  const under = relativeLuminance(background) ?? 1;
  const dark = relativeLuminance(DARK_INK) ?? 0;
  return contrast(under, dark) >= contrast(under, 1) ? DARK_INK : LIGHT_INK;
}

/** The words CSS colour names are made of, to write `lightseagreen` as 'Light Sea Green'. */
const NAME_WORDS = (
  'alice antique aqua aquamarine azure beige bisque black blanched almond blue violet brown ' +
  'burly wood cadet chartreuse chocolate coral cornflower cornsilk crimson cyan dark gold ' +
  'goldenrod gray grey green khaki magenta olive orange orchid red salmon sea slate turquoise ' +
  'deep pink sky dim dodger firebrick floral white forest fuchsia gainsboro ghost honeydew hot ' +
  'indian indigo ivory lavender blush lawn lemon chiffon light yellow steel lime linen medium ' +
  'purple spring midnight mint cream misty rose moccasin navajo navy old lace drab pale papaya ' +
  'whip peach puff peru plum powder rebecca rosy royal saddle sandy seashell sienna silver snow ' +
  'tan teal thistle tomato wheat smoke'
)
  .split(' ')
  .sort((a, b) => b.length - a.length);

/** 'lightseagreen' → 'Light Sea Green' (the longest known word first, left to right). */
export function spellColourName(name: string): string {
  const words: string[] = [];
  let rest = name;
  while (rest) {
    const word = NAME_WORDS.find((known) => rest.startsWith(known)) ?? rest;
    words.push(word.charAt(0).toUpperCase() + word.slice(1));
    rest = rest.slice(word.length);
  }
  return words.join(' ');
}

/**
 * The name of the CSS named colour nearest `colour` ('Sea Green' for #2e8b57), by the
 * "redmean" distance, which follows the eye better than plain RGB; null when unreadable.
 */
export function nearestColourName(colour: string): string | null {
  const hex = parseCssColour(colour);
  if (!hex) return null;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
  let best = { name: 'black', distance: Infinity };
  for (const [name, [r2, g2, b2]] of Object.entries(colorNames)) {
    const mean = (r + r2) / 2;
    const distance =
      (2 + mean / 256) * (r - r2) ** 2 +
      4 * (g - g2) ** 2 +
      (2 + (255 - mean) / 256) * (b - b2) ** 2;
    if (distance < best.distance) best = { name, distance };
  }
  return spellColourName(best.name);
}
