/**
 * The letter the friend's page shows, created through the public API as the app does: a
 * 6-pose strip exported at the editor's size (600 × 2664 px PNG, photos with a camera's grain),
 * POST /api/strips, then POST /api/letters; deleted with its token afterwards.
 */
import sharp from 'sharp';
import { grainyPhotoJpeg } from '../../e2e/support/strip-helpers.js';
import { stripGeometry, MIN_EXPORT_WIDTH, STRIP_WIDTH } from '../../src/model/strip.js';

const POSES = 6;
const MESSAGE =
  'Happy birthday! Thank you for the best afternoon in the booth: six tries and we still ' +
  'could not keep a straight face. See you at the lake in June, and bring the silly hats.';

/** The PNG the editor exports for a 6-pose strip, without stickers. */
export async function sixPoseStripPng(): Promise<Buffer> {
  const geometry = stripGeometry(POSES);
  const scale = MIN_EXPORT_WIDTH / STRIP_WIDTH;
  const px = (units: number) => Math.round(units * scale);
  const photos = await Promise.all(
    geometry.photos.map(async (box, index) => ({
      input: await grainyPhotoJpeg(px(box.width), px(box.height), index * 60),
      left: px(box.x),
      top: px(box.y),
    })),
  );
  return sharp({
    create: {
      width: px(geometry.width),
      height: px(geometry.height),
      channels: 4,
      background: '#ffffff',
    },
  })
    .composite(photos)
    .png()
    .toBuffer();
}

async function postJson(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== 201) {
    throw new Error(`${init.method} ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  }
  return JSON.parse(text);
}

export interface CreatedLetter {
  id: string;
  deleteToken: string;
}

/** Uploads the strip and stores a letter with it. */
export async function createLetter(origin: string, strip: Buffer): Promise<CreatedLetter> {
  const { publicUrl, claimToken } = (await postJson(`${origin}/api/strips`, {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(strip),
  })) as { publicUrl: string; claimToken: string };
  return (await postJson(`${origin}/api/letters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: MESSAGE, image_url: publicUrl, strip_claim: claimToken }),
  })) as CreatedLetter;
}

/** Deletes the letter and, with it, its strip (a server given with --url keeps nothing). */
export async function deleteLetter(origin: string, letter: CreatedLetter): Promise<void> {
  const response = await fetch(`${origin}/api/letters/${letter.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${letter.deleteToken}` },
  });
  if (response.status !== 204) {
    throw new Error(`DELETE /api/letters/… answered ${response.status}: ${await response.text()}`);
  }
}
