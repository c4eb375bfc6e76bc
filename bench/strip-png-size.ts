/**
 * How many bytes Collect Photo's PNG takes at the export's width, by pose count and photo:
 * the strip's frame and its photos drawn into their boxes on an OffscreenCanvas in headless
 * Chromium and encoded by convertToBlob, as the strip worker does (stickers and the stamp add
 * little). Photos: grainy camera photos (2048 × 1536, gaussian grain of sigma 40 and of 12,
 * the bench's worst case and a phone's night shot), the e2e fixtures' smooth photo, and the
 * fake camera's two flat colours. Prints the sizes against the upload limit. Run:
 *
 *   npx tsx bench/strip-png-size.ts
 */
import sharp from 'sharp';
import { launchBrowser } from '../e2e/support/browser.js';
import { photoJpeg } from '../e2e/support/strip-helpers.js';
import { MIN_EXPORT_WIDTH, STRIP_WIDTH, stripGeometry } from '../src/model/strip.js';

const POSES = [2, 4, 6];
const PIXELS_PER_UNIT = MIN_EXPORT_WIDTH / STRIP_WIDTH;
const MiB = 1024 * 1024;

async function grainy(sigma: number, hue: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 2048,
      height: 1536,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .png()
    .toBuffer();
  return sharp(await photoJpeg(2048, 1536, hue))
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function twoColours(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">' +
    '<rect width="320" height="480" fill="#e6b422"/><rect x="320" width="320" height="480" fill="#1d2b53"/></svg>';
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const kinds: [string, (hue: number) => Promise<Buffer>][] = [
  ['grainy camera photos, sigma 40', (hue) => grainy(40, hue)],
  ['grainy camera photos, sigma 12', (hue) => grainy(12, hue)],
  ['the fixtures’ smooth photos', (hue) => photoJpeg(2048, 1536, hue)],
  ['the fake camera (two colours)', () => twoColours()],
];

const browser = await launchBrowser();
const page = await browser.newPage();
await page.route('http://localhost/**', (route) =>
  route.fulfill({ body: '<!doctype html><title>bench</title>', contentType: 'text/html' }),
);
await page.goto('http://localhost/bench');
console.log(`Collect Photo's PNG at ${MIN_EXPORT_WIDTH} px wide (${PIXELS_PER_UNIT} px per unit)`);
for (const [name, make] of kinds) {
  const photos = await Promise.all(
    [0, 60, 120, 180, 240, 300].map(async (hue) => (await make(hue)).toString('base64')),
  );
  const sizes: string[] = [];
  for (const poses of POSES) {
    const geometry = stripGeometry(poses);
    const bytes = await page.evaluate(
      async ({ photos, boxes, width, height, scale }) => {
        const canvas = new OffscreenCanvas(Math.round(width * scale), Math.round(height * scale));
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#e63946';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.imageSmoothingQuality = 'high';
        for (const [index, box] of boxes.entries()) {
          const data = Uint8Array.from(atob(photos[index]!), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([data], { type: 'image/jpeg' }));
          context.drawImage(
            bitmap,
            box.x * scale,
            box.y * scale,
            box.width * scale,
            box.height * scale,
          );
          bitmap.close();
        }
        return (await canvas.convertToBlob({ type: 'image/png' })).size;
      },
      {
        photos,
        boxes: geometry.photos,
        width: geometry.width,
        height: geometry.height,
        scale: PIXELS_PER_UNIT,
      },
    );
    sizes.push(`${poses} poses ${(bytes / MiB).toFixed(2)} MiB`);
  }
  console.log(`${name.padEnd(32)} ${sizes.join(', ')}`);
}
await browser.close();
