import { describe, expect, it } from 'vitest';
import { stripFromStoredText } from './stored-strip.js';

const origin = 'https://booth.example.com';
const address = `${origin}/strips/photostrip-1700000000000-AbCdEfGhIjKlMnOpQrStUv.png`;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('stripFromStoredText', () => {
  it('reads a PNG data address as its bytes', async () => {
    const strip = stripFromStoredText('data:image/png;base64,iVBORw0KGgo=', origin);
    expect(strip).toBeInstanceOf(Blob);
    expect((strip as Blob).type).toBe('image/png');
    expect([...new Uint8Array(await (strip as Blob).arrayBuffer())]).toEqual(PNG_SIGNATURE);
  });

  it('reads the address of a strip stored by this origin as that address', () => {
    expect(stripFromStoredText(address, origin)).toBe(address);
  });

  it('is null for any other data address: HTML, SVG, text, not base64, broken', () => {
    for (const text of [
      'data:text/html;base64,PGgxPmhpPC9oMT4=',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:image/svg+xml,<svg></svg>',
      'data:,hello',
      'data:image/png,raw',
      'data:image/png;base64,***',
      'data:image/PNG;base64,iVBORw0KGgo=x',
    ]) {
      expect(stripFromStoredText(text, origin), text).toBeNull();
    }
  });

  it('is null for an address of another site or another file', () => {
    for (const text of ['https://evil.example.org/strips/x.png', `${origin}/index.html`, 'hello']) {
      expect(stripFromStoredText(text, origin), text).toBeNull();
    }
  });
});
