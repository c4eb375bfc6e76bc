/**
 * Nothing the server draws depends on the host's fonts: a child process whose fontconfig knows
 * no font at all (FONTCONFIG_FILE, read when the process first uses fontconfig, so it is set
 * before the child starts) draws stickers and a card (test/server/draw-without-fonts.ts). The
 * stickers are colourful emoji, not tofu boxes, and the card's name has its letters' ink.
 * The same child draws them the way the server did before (through the host's fonts) as a
 * control: those come out as tofu, so the fonts really were hidden and the checks can fail.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkKey } from './ai/emoji-artwork.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHILD = path.join(ROOT, 'test/server/draw-without-fonts.ts');
const EMOJI = ['🎉', '🌸', '👍🏽', '❤️'] as const;

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'postbooth-no-fonts-'));
  const config = path.join(folder, 'fonts.conf');
  // No <dir>: fontconfig finds no font; its cache goes to the temp folder too.
  await writeFile(
    config,
    `<?xml version="1.0"?>\n<fontconfig><cachedir>${path.join(folder, 'cache')}</cachedir></fontconfig>\n`,
  );
  const env: NodeJS.ProcessEnv = { ...process.env, FONTCONFIG_FILE: config };
  delete env.FONTCONFIG_PATH;
  delete env.FONTCONFIG_SYSROOT;
  await promisify(execFile)(process.execPath, ['--import', 'tsx', CHILD, folder, ...EMOJI], {
    cwd: ROOT,
    env,
    timeout: 60_000,
  });
}, 90_000);

afterAll(() => rm(folder, { recursive: true, force: true }));

type StickerLook = {
  /** Share of the middle half (a 128 × 128 box) that is mostly opaque. */
  filledMiddle: number;
  /** Share of the opaque pixels that are coloured (chroma, max − min of RGB, at least 40). */
  coloured: number;
  /** 30° hue sectors that each hold at least 3% of the coloured pixels. */
  hues: number;
  /** The start of the 30° hue sector holding the most coloured pixels (0 = reds). */
  mainHue: number;
};

function hueOf(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const chroma = max - Math.min(r, g, b);
  const sector =
    max === r
      ? ((g - b) / chroma + 6) % 6
      : max === g
        ? (b - r) / chroma + 2
        : (r - g) / chroma + 4;
  return sector * 60;
}

async function stickerLook(name: string): Promise<StickerLook> {
  const { data, info } = await sharp(await readFile(path.join(folder, name)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sectors = new Array<number>(12).fill(0);
  let opaque = 0;
  let coloured = 0;
  let middle = 0;
  let middleFilled = 0;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const i = (y * info.width + x) * 4;
      const [r, g, b, alpha] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
      const inMiddle = Math.abs(x - info.width / 2) < info.width / 4;
      if (inMiddle && Math.abs(y - info.height / 2) < info.height / 4) {
        middle += 1;
        if (alpha >= 128) middleFilled += 1;
      }
      if (alpha < 200) continue;
      opaque += 1;
      if (Math.max(r, g, b) - Math.min(r, g, b) < 40) continue;
      coloured += 1;
      sectors[Math.floor(hueOf(r, g, b) / 30) % 12]! += 1;
    }
  }
  const most = Math.max(...sectors);
  return {
    filledMiddle: middleFilled / middle,
    coloured: coloured / Math.max(1, opaque),
    hues: sectors.filter((count) => count >= coloured * 0.03).length,
    mainHue: sectors.indexOf(most) * 30,
  };
}

/** Dark pixels where the card's name 'Postbooth' sits (44 px, baseline 535, from x 650). */
async function nameInk(name: string): Promise<{ pixels: number; width: number; height: number }> {
  const box = { left: 640, top: 480, width: 300, height: 70 };
  const { data, info } = await sharp(await readFile(path.join(folder, name)))
    .extract(box)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let pixels = 0;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const i = (y * info.width + x) * 3;
      // The name is ink (#2b1d16) on paper (#fff7ef): dark is well under the paper's light.
      if (0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]! >= 110) continue;
      pixels += 1;
      xs.push(x);
      ys.push(y);
    }
  }
  const extent = (values: number[]) =>
    values.length === 0 ? 0 : Math.max(...values) - Math.min(...values) + 1;
  return { pixels, width: extent(xs), height: extent(ys) };
}

/** The main hue each sticker must have: sector starts (30° each) it may fall in. */
const MAIN_HUES: Record<(typeof EMOJI)[number], number[] | 'many'> = {
  '🎉': 'many',
  '🌸': [300, 330], // pink and magenta
  '👍🏽': [0], // a medium skin tone: brown, red-orange
  '❤️': [330, 0], // red
};

describe('drawing with the host fonts hidden', () => {
  it.each(EMOJI)('draws %s as colourful Noto artwork, not a tofu box', async (emoji) => {
    const look = await stickerLook(`sticker-${artworkKey(emoji)}.png`);
    expect(look.filledMiddle, 'the middle is mostly opaque').toBeGreaterThan(0.6);
    expect(look.coloured, 'mostly coloured pixels, not grey or black').toBeGreaterThan(0.6);
    const hues = MAIN_HUES[emoji];
    if (hues === 'many') expect(look.hues, 'several distinct hues').toBeGreaterThanOrEqual(4);
    else expect(hues).toContain(look.mainHue);
  });

  it("letters the card's name in ink", async () => {
    const ink = await nameInk('card.png');
    // 'Postbooth' at 44 px: about 200 px wide, from the top of its P and h to the baseline.
    expect(ink.pixels).toBeGreaterThan(1500);
    expect(ink.width).toBeGreaterThan(180);
    expect(ink.height).toBeGreaterThan(25);
  });

  it('hid the fonts: the same drawings through the host fonts come out as tofu', async () => {
    for (const emoji of EMOJI) {
      const look = await stickerLook(`host-font-sticker-${artworkKey(emoji)}.png`);
      expect(look.coloured, emoji).toBeLessThan(0.1);
    }
    const ink = await nameInk('host-font-card.png');
    expect(ink.pixels).toBeLessThan(1000);
    expect(ink.height).toBeLessThan(20);
  });
});
