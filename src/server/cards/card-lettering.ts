/**
 * The card's words as SVG outlines, cut from the app's own faces in node_modules (@fontsource
 * Fredoka and Nunito, WOFF) with opentype.js: the SVG sharp renders has no <text>, so no font of
 * the host (fontconfig) takes part and every machine draws the same letters.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

/** The faces the card uses: the app's display face for titles, its body face for the line. */
const FACE_FILES = {
  title: '@fontsource/fredoka/files/fredoka-latin-600-normal.woff',
  body: '@fontsource/nunito/files/nunito-latin-400-normal.woff',
} as const;

export type Face = keyof typeof FACE_FILES;

const require = createRequire(import.meta.url);
const faces = new Map<Face, opentype.Font>();

/** The face, read and parsed on first use (a few tens of kB each), then kept. */
function face(name: Face): opentype.Font {
  let font = faces.get(name);
  if (!font) {
    const bytes = readFileSync(require.resolve(FACE_FILES[name]));
    font = opentype.parse(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    faces.set(name, font);
  }
  return font;
}

/** A line of words to letter: its face, size in px, baseline start and fill colour. */
export type Lettering = {
  text: string;
  face: Face;
  size: number;
  x: number;
  y: number;
  fill: string;
};

/** A number for path data: two decimals at most ('12.5', '-3', not '12.50'). */
const num = (value: number) => String(Math.round(value * 100) / 100);

/**
 * A glyph's outline as SVG path data. Written here: opentype.js 2.0's toPathData can print NaN
 * (its rounding reads a tiny fraction such as 1e-14 as text).
 */
function pathData(commands: readonly opentype.PathCommand[]): string {
  return commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${num(c.x)} ${num(c.y)}`;
        case 'Q':
          return `Q${num(c.x1)} ${num(c.y1)} ${num(c.x)} ${num(c.y)}`;
        case 'C':
          return `C${num(c.x1)} ${num(c.y1)} ${num(c.x2)} ${num(c.y2)} ${num(c.x)} ${num(c.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}

/**
 * The line as an SVG <path> whose outlines are the letters, laid from (x, y) on its baseline.
 * Laid out here glyph by glyph with the face's advances and kerning: our words are plain Latin,
 * and opentype.js's own shaping stops at a GSUB lookup these faces use (ccmp, type 6 format 2).
 */
export function letteringPath({ text, face: name, size, x, y, fill }: Lettering): string {
  const font = face(name);
  const scale = size / font.unitsPerEm;
  let pen = x;
  let previous: opentype.Glyph | undefined;
  const outlines: string[] = [];
  for (const char of text) {
    const glyph = font.charToGlyph(char);
    // Undefined for some pairs of these faces: no kerning then.
    if (previous) pen += (font.getKerningValue(previous, glyph) || 0) * scale;
    outlines.push(pathData(glyph.getPath(pen, y, size).commands));
    pen += (glyph.advanceWidth ?? 0) * scale;
    previous = glyph;
  }
  return `<path d="${outlines.join('')}" fill="${fill}"/>`;
}
