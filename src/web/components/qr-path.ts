/**
 * A QR code as one SVG path: each run of dark modules in a row becomes one rectangle, in
 * module units. Drawn by us from the module grid that the `qrcode` package computes, so the
 * page needs no canvas, no data: address and no innerHTML.
 */
import QRCode from 'qrcode';

/** The light border around the code, in modules: the QR standard asks for 4. */
export const QUIET_ZONE = 4;

export interface QrModules {
  size: number;
  isDark(row: number, column: number): boolean;
}

export function qrModules(text: string): QrModules {
  // Level M (15 % recoverable): readable from a screen, still a small grid for a short link.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}

/** The path's `d`, with the quiet zone added around; the viewBox side is size + 2 × QUIET_ZONE. */
export function qrPath({ size, isDark }: QrModules): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && isDark(row, column)) column += 1;
      const run = column - start;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`);
    }
  }
  return parts.join('');
}
