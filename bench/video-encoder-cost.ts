/**
 * Where a living strip's video time goes, by width and encoder setting: the same 92 frames of a
 * 6-pose strip (each pose a 480 × 360 clip frame scaled into its box, moving a little every
 * frame, as the video worker draws them) drawn on an OffscreenCanvas and encoded by WebCodecs in
 * headless Chromium, once per row. Prints, per row: drawing (drawImage of the six boxes),
 * encoding (VideoFrame, encode and the wait for the encoder's queue, then flush) and the bytes.
 * It tells how the width and the encoder's settings cost apart from the app. Run:
 *
 *   npx tsx bench/video-encoder-cost.ts
 */
import { launchBrowser } from '../e2e/support/browser.js';
import { BOOMERANG_FRAME_COUNT, VIDEO_FPS } from '../src/model/living-strip.js';
import { stripGeometry } from '../src/model/strip.js';

interface Row {
  name: string;
  pixelsPerUnit: number;
  codec: string;
  extra?: Record<string, unknown>;
  evenHeight?: boolean;
}

const geometry = stripGeometry(6);
const ROWS: Row[] = [
  { name: '600 px, H.264 (today)', pixelsPerUnit: 2, codec: 'avc1.640032' },
  { name: '900 px, H.264', pixelsPerUnit: 3, codec: 'avc1.640033' },
  // 1,080 px makes a strip 4,795 px tall: H.264 takes even sizes only, so 1,080 × 4,796.
  { name: '1,080 px, H.264', pixelsPerUnit: 3.6, codec: 'avc1.640033', evenHeight: true },
  { name: '1,200 px, H.264', pixelsPerUnit: 4, codec: 'avc1.640033' },
  {
    name: '1,200 px, H.264, 600 px bitrate',
    pixelsPerUnit: 4,
    codec: 'avc1.640033',
    extra: { bitrate: 4_795_200 },
  },
  {
    name: '1,200 px, H.264 realtime',
    pixelsPerUnit: 4,
    codec: 'avc1.640033',
    extra: { latencyMode: 'realtime' },
  },
  { name: '1,200 px, H.264 baseline', pixelsPerUnit: 4, codec: 'avc1.42003e' },
  { name: '1,200 px, VP8', pixelsPerUnit: 4, codec: 'vp8' },
  {
    name: '1,200 px, VP9 realtime',
    pixelsPerUnit: 4,
    codec: 'vp09.00.50.08',
    extra: { latencyMode: 'realtime' },
  },
];

const browser = await launchBrowser();
const page = await browser.newPage();
// VideoEncoder needs a secure context: localhost is one.
await page.route('http://localhost/**', (route) =>
  route.fulfill({ body: '<!doctype html><title>bench</title>', contentType: 'text/html' }),
);
// tsx names the functions it compiles with a helper the page lacks.
await page.addInitScript('window.__name = (f) => f');
await page.goto('http://localhost/bench');

// The first row twice: its first run warms the encoder up and is not printed.
for (const [index, row] of [ROWS[0]!, ...ROWS].entries()) {
  const width = Math.round(geometry.width * row.pixelsPerUnit);
  const tall = Math.round(geometry.height * row.pixelsPerUnit);
  const height = row.evenHeight ? tall + (tall % 2) : tall;
  const boxes = geometry.photos.map((box) => ({
    x: box.x * row.pixelsPerUnit,
    y: box.y * row.pixelsPerUnit,
    w: box.width * row.pixelsPerUnit,
    h: box.height * row.pixelsPerUnit,
  }));
  const result = await page.evaluate(
    async ({ width, height, boxes, codec, extra, frames, fps }) => {
      // A clip frame: a gradient with grain, 480 × 360, as a camera gives.
      const clip = new OffscreenCanvas(480, 360);
      const c = clip.getContext('2d')!;
      const gradient = c.createLinearGradient(0, 0, 480, 360);
      gradient.addColorStop(0, '#d08040');
      gradient.addColorStop(1, '#305080');
      c.fillStyle = gradient;
      c.fillRect(0, 0, 480, 360);
      const grain = c.getImageData(0, 0, 480, 360);
      for (let i = 0; i < grain.data.length; i += 4) {
        const n = (Math.random() - 0.5) * 40;
        for (let channel = 0; channel < 3; channel += 1) {
          grain.data[i + channel] = grain.data[i + channel]! + n;
        }
      }
      c.putImageData(grain, 0, 0);
      const picture = clip.transferToImageBitmap();
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      const config = {
        codec,
        width,
        height,
        bitrate: Math.min(16_000_000, 0.1 * width * height * fps),
        framerate: fps,
        latencyMode: 'quality',
        ...(codec.startsWith('avc1') ? { avc: { format: 'avc' } } : {}),
        ...extra,
      } as VideoEncoderConfig;
      const support = await VideoEncoder.isConfigSupported(config);
      if (!support.supported) return null;
      let bytes = 0;
      let chunks = 0;
      const encoder = new VideoEncoder({
        output: (chunk) => {
          bytes += chunk.byteLength;
          chunks += 1;
        },
        error: (e) => console.error(e),
      });
      encoder.configure(config);
      let draw = 0;
      let encode = 0;
      const start = performance.now();
      for (let k = 0; k < frames; k += 1) {
        let t = performance.now();
        context.fillStyle = '#f4d35e';
        context.fillRect(0, 0, width, height);
        for (const box of boxes) {
          context.drawImage(picture, k * 2, 0, 480 - frames * 2, 360, box.x, box.y, box.w, box.h);
        }
        draw += performance.now() - t;
        t = performance.now();
        const frame = new VideoFrame(canvas, { timestamp: (k * 1e6) / fps });
        encoder.encode(frame, { keyFrame: k === 0 });
        frame.close();
        while (encoder.encodeQueueSize > 4) {
          await new Promise((resolve) =>
            encoder.addEventListener('dequeue', resolve, { once: true }),
          );
        }
        encode += performance.now() - t;
      }
      const t = performance.now();
      await encoder.flush();
      encode += performance.now() - t;
      encoder.close();
      return { total: performance.now() - start, draw, encode, bytes, chunks };
    },
    {
      width,
      height,
      boxes,
      codec: row.codec,
      extra: row.extra ?? {},
      frames: BOOMERANG_FRAME_COUNT,
      fps: VIDEO_FPS,
    },
  );
  const line = result
    ? `total ${Math.round(result.total)} ms, drawing ${Math.round(result.draw)} ms, ` +
      `encoding ${Math.round(result.encode)} ms, ${(result.bytes / 1e6).toFixed(2)} MB, ${result.chunks} frames`
    : 'not supported';
  if (index > 0) console.log(`${row.name.padEnd(28)} ${width}×${height}: ${line}`);
}
await browser.close();
