import { describe, expect, it } from 'vitest';
import { dataUrlToBlob } from './data-url.js';

describe('dataUrlToBlob', () => {
  it('decodes a base64 PNG address into its bytes and type', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob?.type).toBe('image/png');
    expect([...new Uint8Array(await blob!.arrayBuffer())]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
  });

  it('decodes a percent-encoded text address', async () => {
    expect(await dataUrlToBlob('data:,a%20b')!.text()).toBe('a b');
  });

  it('answers null for something that is not a data address or not base64', () => {
    expect(dataUrlToBlob('https://example.com/a.png')).toBeNull();
    expect(dataUrlToBlob('data:image/png;base64,***')).toBeNull();
  });
});
