/**
 * Reads a CSS colour as an AI model might write it ("teal", "#0af", "rgb(0, 128, 255)",
 * "hsl(200 80% 50%)") and returns it as lowercase #rrggbb, or null when it is not a colour.
 * Transparency is dropped: a frame is opaque.
 */
import colorNames from 'color-name';

type Rgb = readonly [number, number, number];

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
