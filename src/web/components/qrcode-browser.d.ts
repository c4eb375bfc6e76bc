/**
 * Types of qrcode's browser build (lib/browser.js, which the bundler takes through the package's
 * "browser" field), for what the web app uses. @types/qrcode describes the Node build as well
 * (streams, Buffers) and would bring all of Node's types into the browser code, so
 * tsconfig.web.json maps 'qrcode' to this file.
 */
export type QRCodeErrorCorrectionLevel =
  'low' | 'medium' | 'quartile' | 'high' | 'L' | 'M' | 'Q' | 'H';

export interface QRCodeCreateOptions {
  errorCorrectionLevel?: QRCodeErrorCorrectionLevel;
}

/** The module grid: `get` is 1 for a dark module. */
export interface BitMatrix {
  size: number;
  get(row: number, column: number): number;
}

export interface QRCode {
  modules: BitMatrix;
  version: number;
}

export function create(text: string, options?: QRCodeCreateOptions): QRCode;
