import { describe, expect, it } from 'vitest';
import { asDisplayPath, asStripPath, onThisOrigin, ownStripAddress } from './strip-address.js';

const origin = 'https://booth.example.com';
const name = 'photostrip-1700000000000-AbCdEfGhIjKlMnOpQrStUv.png';
const path = `/strips/${name}`;

describe('ownStripAddress', () => {
  it('accepts a stored strip of this origin, absolute or relative', () => {
    expect(ownStripAddress(`${origin}${path}`, origin)).toBe(`${origin}${path}`);
    expect(ownStripAddress(path, origin)).toBe(`${origin}${path}`);
  });

  it('refuses other hosts, schemes, paths, names, queries and data', () => {
    for (const value of [
      `https://evil.example.org${path}`,
      `//evil.example.org${path}`,
      `http://booth.example.com${path}`,
      `https://booth.example.com:8443${path}`,
      `${origin}/strips/a.png`,
      `${origin}/stickers/${name}`,
      `${origin}/final-letter?id=AAAAAAAAAAAAAAAAAAAAAA`,
      `${origin}${path}?v=1`,
      `${origin}${path}#top`,
      `https://user:pw@booth.example.com${path}`,
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      `blob:${origin}/1234`,
      '',
    ]) {
      expect(ownStripAddress(value, origin), value).toBeNull();
    }
  });
});

describe('onThisOrigin', () => {
  it("moves a stored strip's address from another host name onto this origin", () => {
    expect(onThisOrigin(`http://127.0.0.1:8080${path}`, 'http://localhost:8080')).toBe(
      `http://localhost:8080${path}`,
    );
    expect(onThisOrigin(`${origin}${path}`, origin)).toBe(`${origin}${path}`);
  });

  it('leaves any other address as it is', () => {
    for (const address of ['https://cdn.example.org/a.png', `${origin}${path}?v=1`, 'data:,x']) {
      expect(onThisOrigin(address, origin)).toBe(address);
    }
  });
});

describe('asStripPath', () => {
  it('keeps only the path of a stored strip, on any host', () => {
    expect(asStripPath(`${origin}${path}`)).toBe(path);
    expect(asStripPath(`http://127.0.0.1:8080${path}`)).toBe(path);
    expect(asStripPath(path)).toBe(path);
  });

  it('leaves any other address as it is', () => {
    for (const value of [`${origin}/strips/a.png`, `${origin}${path}?x=1`, 'javascript:alert(1)']) {
      expect(asStripPath(value)).toBe(value);
    }
  });
});

describe('asDisplayPath', () => {
  it('keeps only the path of a display copy, and refuses anything else', () => {
    const display = path.replace(/\.png$/, '.webp');
    expect(asDisplayPath(`http://127.0.0.1:8080${display}`)).toBe(display);
    expect(asDisplayPath(`${origin}${path}`)).toBeNull();
    expect(asDisplayPath(`${origin}${display}?x`)).toBeNull();
    expect(asDisplayPath('javascript:alert(1)')).toBeNull();
  });
});
