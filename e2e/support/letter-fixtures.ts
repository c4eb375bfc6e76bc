/**
 * What the letter and share tests start from: a photostrip PNG like the editor's export (600 px
 * wide, three 4:3 photos and a footer), put into the page's storage as the editor's
 * `photostripUrl` data address, so the tests need no editor.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';

const PHOTO_COLOURS = ['#e63946', '#457b9d', '#2a9d8f'] as const;
/** Photos for strips of up to six poses: the three above, then three more. */
export const SIX_COLOURS = [...PHOTO_COLOURS, '#f4a261', '#6d597a', '#e9c46a'] as const;

/**
 * A strip 600 px wide: white frame, a coloured "photo" with a smiling face for each colour, a
 * footer; the editor's geometry (three poses: 600 × 1380).
 */
export async function makeStripPng(colours: readonly string[] = PHOTO_COLOURS): Promise<Buffer> {
  const photos = colours
    .map((colour, index) => {
      const y = 28 + index * 428;
      return (
        `<rect x="28" y="${y}" width="544" height="408" fill="${colour}"/>` +
        `<circle cx="300" cy="${y + 190}" r="110" fill="#ffe0bd"/>` +
        `<circle cx="262" cy="${y + 165}" r="12" fill="#2b1d16"/>` +
        `<circle cx="338" cy="${y + 165}" r="12" fill="#2b1d16"/>` +
        `<path d="M250 ${y + 225} q50 45 100 0" stroke="#2b1d16" stroke-width="10" fill="none"/>`
      );
    })
    .join('');
  const height = 96 + 428 * colours.length;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="${height}">` +
    `<rect width="600" height="${height}" fill="#ffffff"/>${photos}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A letter stored through the public API on `origin`, as a visitor's share leaves it: the strip
 * uploaded (makeStripPng's, of `poses` photos), then the letter; answers its id, and throws on
 * any other answer.
 */
export async function storeLetter(origin: string, message: string, poses = 3): Promise<string> {
  const upload = await fetch(`${origin}/api/strips`, {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(await makeStripPng(SIX_COLOURS.slice(0, poses))),
  });
  if (upload.status !== 201) throw new Error(`POST /api/strips answered ${upload.status}`);
  const { publicUrl, claimToken } = (await upload.json()) as {
    publicUrl: string;
    claimToken: string;
  };
  const letter = await fetch(`${origin}/api/letters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, image_url: publicUrl, strip_claim: claimToken }),
  });
  if (letter.status !== 201) throw new Error(`POST /api/letters answered ${letter.status}`);
  return ((await letter.json()) as { id: string }).id;
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Puts the strip and the message into the page's localStorage, as the editor and /textbox
 * leave them. The page must be on the app's origin already.
 */
export async function keepLetterInStorage(
  page: Page,
  letter: { strip?: Buffer | null; message?: string | null },
): Promise<void> {
  await page.evaluate(
    ({ strip, message }) => {
      if (strip === null) localStorage.removeItem('photostripUrl');
      else if (strip !== undefined) localStorage.setItem('photostripUrl', strip);
      if (message === null) localStorage.removeItem('letterMessage');
      else if (message !== undefined) localStorage.setItem('letterMessage', message);
    },
    {
      strip: letter.strip ? pngDataUrl(letter.strip) : letter.strip,
      message: letter.message,
    },
  );
}
