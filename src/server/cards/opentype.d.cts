/**
 * Types of opentype.js for what the card's lettering uses (card-lettering.ts). @types/opentype.js
 * also types drawing on a browser canvas, which brings the DOM's types into all the Node code, so
 * tsconfig.node.json and tsconfig.server.json map 'opentype.js' to this file.
 */
declare namespace opentype {
  type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' };

  interface Path {
    commands: PathCommand[];
  }

  interface Glyph {
    advanceWidth?: number | undefined;
    getPath(x: number, y: number, fontSize: number): Path;
  }

  interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
  }

  function parse(buffer: ArrayBuffer): Font;
}

export = opentype;
