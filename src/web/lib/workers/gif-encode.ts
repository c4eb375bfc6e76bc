/**
 * Animated GIFs with gifenc: each frame gets its own 256-colour palette (quantize) holding the
 * frame's flat colours exactly, and its pixels are mapped to it with error diffusion
 * (gif-dither.ts), so gradients show no bands while a flat frame colour stays flat. Plain
 * JavaScript on RGBA arrays: it runs in a worker, and in Node for the benchmark.
 */
import { applyPalette, GIFEncoder, quantize, type PixelFormat } from 'gifenc';
import { ditherToPalette, flatColours, withFlatColours } from './gif-dither.js';

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
  /** Error diffusion against banding (the default); false maps each pixel to its nearest. */
  readonly dither?: boolean;
}

/** A GIF89a of the frames in order, looping forever. */
export class GifWriter {
  private readonly encoder = GIFEncoder();

  constructor(private readonly options: GifOptions) {}

  /** Quantizes and compresses one frame (the caller may yield between frames). */
  add(frame: RgbaFrame): void {
    const format = this.options.format ?? 'rgb565';
    const quantized = quantize(frame.data, this.options.colours ?? 256, { format });
    let palette = quantized;
    let index: Uint8Array;
    if (this.options.dither === false) {
      index = applyPalette(frame.data, palette, format);
    } else {
      const flat = flatColours(frame.data);
      palette = withFlatColours(quantized, flat);
      index = ditherToPalette(frame.data, frame.width, frame.height, palette, flat);
    }
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
