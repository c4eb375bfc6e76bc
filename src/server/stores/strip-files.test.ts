import { describe, expect, it } from 'vitest';
import { newStripName, stripNameFromAddress, stripNameFromPath, stripPath } from './strip-files.js';

const name = 'photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.png';

describe('strip names and addresses', () => {
  it('makes names of the one shape the server serves', () => {
    expect(stripNameFromPath(stripPath(newStripName()))).not.toBeNull();
    expect(newStripName()).not.toBe(newStripName());
  });

  it('reads a name from our own address only', () => {
    const origin = 'https://booth.example';
    expect(stripNameFromAddress(`${origin}/strips/${name}`, origin)).toBe(name);
    for (const address of [
      `https://other.example/strips/${name}`,
      `${origin}/strips/${name}?x=1`,
      `${origin}/strips/${name}#x`,
      `https://user@booth.example/strips/${name}`,
      `${origin}/stickers/${name}`,
      `${origin}/strips/../${name}`,
      `${origin}/strips/other.png`,
      'not an address',
    ]) {
      expect(stripNameFromAddress(address, origin), address).toBeNull();
    }
  });
});
