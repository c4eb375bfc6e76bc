import { describe, expect, it } from 'vitest';
import { STRIP_DISPLAY_NAME_PATTERN } from '../../model/ids.js';
import {
  newStripName,
  stripDisplayName,
  stripNameFromAddress,
  stripNameFromPath,
  stripOfFile,
  stripPath,
} from './addresses.js';

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

describe('display copy names', () => {
  it("are the strip's name with .webp, and lead back to the strip", () => {
    const display = stripDisplayName(name);
    expect(display).toBe('photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.webp');
    expect(STRIP_DISPLAY_NAME_PATTERN.test(display)).toBe(true);
    expect(stripOfFile(display)).toBe(name);
    expect(stripOfFile(name)).toBe(name);
    for (const other of ['notes.txt', 'photostrip-1.webp', `${name}.webp`, '.tmp-AbCdEfGhIjKl']) {
      expect(stripOfFile(other), other).toBeNull();
    }
    // An address of a display copy names no strip: a letter cannot be made with it.
    expect(stripNameFromPath(`/strips/${display}`)).toBeNull();
  });
});
