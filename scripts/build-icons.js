// npm run icons: the app's install icons, drawn from src/web/public/favicon.svg with sharp, into
// src/web/public/icons/ (committed; run again after changing the favicon). The web app manifest
// (vite.config.ts) names them: 192 and 512 px with the camera on a transparent background
// (purpose any), and a 512 px maskable one whose cream background fills the square and whose
// camera stays inside the central safe zone (a circle of 80% of the width) that launchers keep.
// apple-touch-icon.png (180 px) is opaque too: iOS would fill transparency with black.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = await readFile(path.join(root, 'src/web/public/favicon.svg'));
const out = path.join(root, 'src/web/public/icons');
/** index.html's theme-color: the app's page colour. */
const BACKGROUND = '#fff7ef';

/** The camera drawn `art` px wide, centred on a `size` px square (transparent or `background`). */
async function icon(file, size, art, background) {
  const camera = await sharp(svg, { density: (72 * art) / 32 })
    .resize(art, art)
    .png()
    .toBuffer();
  const offset = Math.round((size - art) / 2);
  await sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: camera, left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`icons: ${file} (${size}×${size})`);
}

await mkdir(out, { recursive: true });
await icon('icon-192.png', 192, 184);
await icon('icon-512.png', 512, 492);
// The safe zone is a circle of 0.4 × 512 = 205 px radius; the camera's corners stay inside at 60%.
await icon('icon-maskable-512.png', 512, 308, BACKGROUND);
await icon('apple-touch-icon.png', 180, 144, BACKGROUND);
