/**
 * Animated GIFs with gifenc: each frame gets its own 256-colour palette (quantize), its pixels
 * are mapped to it without dithering (applyPalette), so a flat frame colour stays flat. Plain
 * JavaScript on RGBA arrays: it runs in a worker, and in Node for the benchmark.
 */
import { applyPalette, GIFEncoder, quantize, type PixelFormat } from 'gifenc';

export interface RgbaFrame {
  readonly data: Uint8Array | Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

export interface GifOptions {
  /** How long each frame shows (GIF keeps hundredths of a second). */
  readonly delayMs: number;
  /** Colours per frame, at most 256. */
  readonly colours?: number;
  readonly format?: PixelFormat;
}

/** A GIF89a of the frames in order, looping forever. */
export class GifWriter {
  private readonly encoder = GIFEncoder();

  constructor(private readonly options: GifOptions) {}

  /** Quantizes and compresses one frame (the caller may yield between frames). */
  add(frame: RgbaFrame): void {
    const format = this.options.format ?? 'rgb565';
    const palette = quantize(frame.data, this.options.colours ?? 256, { format });
    const index = applyPalette(frame.data, palette, format);
    // repeat 0: the NETSCAPE loop block with a count of 0, forever.
    this.encoder.writeFrame(index, frame.width, frame.height, {
      palette,
      delay: this.options.delayMs,
      repeat: 0,
    });
  }

  finish(): Uint8Array {
    this.encoder.finish();
    return this.encoder.bytes();
  }
}
