import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrModules, qrPath, type QrModules } from './qr-path.js';

/** Paints the path's rectangles (only `M x y h w v 1 h -w z`) into RGBA pixels, `scale` per module. */
function rasterise(path: string, side: number, scale: number): Uint8ClampedArray {
  const width = side * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py += 1) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(run)) * scale; px += 1) {
        const i = (py * width + px) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
    }
  }
  return pixels;
}

describe('qrPath', () => {
  it('draws each run of dark modules in a row as one rectangle, inside the quiet zone', () => {
    const grid = ['110', '010', '101'];
    const modules: QrModules = {
      size: 3,
      isDark: (row, column) => grid[row]![column] === '1',
    };
    const q = QUIET_ZONE;
    expect(qrPath(modules)).toBe(
      `M${q} ${q}h2v1h-2z` +
        `M${q + 1} ${q + 1}h1v1h-1z` +
        `M${q} ${q + 2}h1v1h-1zM${q + 2} ${q + 2}h1v1h-1z`,
    );
  });

  it('draws nothing for an all-light grid', () => {
    expect(qrPath({ size: 4, isDark: () => false })).toBe('');
  });

  it('draws a code that a QR reader decodes back to the link', () => {
    const link = 'https://booth.example.com/final-letter?id=Ab-_0123456789xyzXYZ12';
    const modules = qrModules(link);
    const side = modules.size + 2 * QUIET_ZONE;
    const scale = 4;
    const decoded = jsQR(rasterise(qrPath(modules), side, scale), side * scale, side * scale);
    expect(decoded?.data).toBe(link);
  });
});
