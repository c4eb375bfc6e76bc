/** What the frame palette's colour input may hold (model/colour.ts has the colour rules). */
const HEX = /^#[0-9a-f]{6}$/i;

/** The value an `<input type="color">` accepts for `colour`: lower-case #rrggbb, else white. */
export function colourInputValue(colour: string): string {
  const trimmed = colour.trim();
  return HEX.test(trimmed) ? trimmed.toLowerCase() : '#ffffff';
}

/** The basic colour words a hue is named with in languages other than English. */
export type Hue =
  | 'black'
  | 'white'
  | 'grey'
  | 'red'
  | 'orange'
  | 'yellow'
  | 'green'
  | 'teal'
  | 'blue'
  | 'purple'
  | 'pink'
  | 'brown';

/** The basic colour word nearest a #rrggbb colour, by its lightness, saturation and hue. */
export function colourHue(colour: string): Hue {
  const hex = colourInputValue(colour);
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  if (lightness < 0.12) return 'black';
  if (lightness > 0.93) return 'white';
  if (saturation < 0.15 || chroma < 0.08) return 'grey';
  let hue =
    max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  hue = (hue * 60 + 360) % 360;
  if (hue < 15 || hue >= 330) return lightness > 0.7 ? 'pink' : 'red';
  if (hue < 45) return lightness < 0.45 ? 'brown' : 'orange';
  if (hue < 70) return lightness < 0.35 ? 'brown' : 'yellow';
  if (hue < 160) return 'green';
  if (hue < 195) return 'teal';
  if (hue < 255) return 'blue';
  if (hue < 290 || lightness < 0.4) return 'purple';
  return 'pink';
}
