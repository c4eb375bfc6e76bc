/**
 * Noto emoji artwork as SVG, from the npm package @iconify-json/noto (Google's noto-emoji SVGs,
 * Apache-2.0, 128 × 128 units each): the look the web emoji picker shows on Linux and Android,
 * and no font of the host involved. The set is one 25 MB JSON file (about 50 MB once parsed),
 * so it is read on first use, shared by the drawings of a burst, and let go when idle.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** The parts of an Iconify icon set (icons.json) that we read. */
type IconSet = {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
};

/** How long the parsed set is kept after its last use. */
const KEEP_IDLE_MS = 60_000;

const require = createRequire(import.meta.url);

/** Emoji sequence ('1f44d-1f3fd', '0023-20e3') → icon name: 190 kB, kept once read. */
let chars: Promise<Record<string, string>> | undefined;
let iconSet: Promise<IconSet> | undefined;
let releaseTimer: NodeJS.Timeout | undefined;

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(`@iconify-json/noto/${file}`), 'utf8')) as T;
}

function loadChars(): Promise<Record<string, string>> {
  chars ??= readJson<Record<string, string>>('chars.json');
  chars.catch(() => (chars = undefined));
  return chars;
}

function loadIconSet(): Promise<IconSet> {
  iconSet ??= readJson<IconSet>('icons.json');
  iconSet.catch(() => (iconSet = undefined));
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => (iconSet = undefined), KEEP_IDLE_MS);
  releaseTimer.unref();
  return iconSet;
}

/**
 * The set's key for an emoji: its code points in lower-case hex of at least 4 digits, joined
 * by '-', without the presentation selectors U+FE0F/U+FE0E (the set's keys have none): '❤️' →
 * '2764', '👍🏽' → '1f44d-1f3fd', '#️⃣' → '0023-20e3'. ZWJ (200d) stays, as in the set.
 */
export function artworkKey(emoji: string): string {
  return [...emoji]
    .map((char) => char.codePointAt(0) ?? 0)
    .filter((point) => point !== 0xfe0f && point !== 0xfe0e)
    .map((point) => point.toString(16).padStart(4, '0'))
    .join('-');
}

/** Whether the artwork has this emoji (reads only the small index). */
export async function hasArtwork(emoji: string): Promise<boolean> {
  return artworkKey(emoji) in (await loadChars());
}

/**
 * The emoji's artwork as a standalone SVG of `size` × `size` px, or undefined when the set
 * does not have it.
 */
export async function emojiArtworkSvg(emoji: string, size: number): Promise<string | undefined> {
  const name = (await loadChars())[artworkKey(emoji)];
  if (name === undefined) return undefined;
  const set = await loadIconSet();
  const icon = set.icons[set.aliases?.[name]?.parent ?? name];
  if (!icon) return undefined;
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"`,
    ` width="${size}" height="${size}" viewBox="0 0 ${width} ${height}" color="#000">`,
    icon.body,
    `</svg>`,
  ].join('');
}
