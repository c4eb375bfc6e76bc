import type { Letter } from '../../../model/api.js';
import { asDisplayPath, asStripPath, asVideoPath } from '../../lib/storage/strip-address.js';

/**
 * The letter `id` as the server rendered it into the page (PageData.sharedLetter): the letter,
 * 'deleted' when its sender deleted it, null when the server found none, or undefined when the
 * page holds nothing about this id (the visitor came from another screen: the letter is
 * fetched).
 */
export function sharedLetterFromPage(
  pageData: unknown,
  id: string,
): Letter | 'deleted' | null | undefined {
  if (typeof pageData !== 'object' || pageData === null) return undefined;
  const shared = (pageData as { sharedLetter?: unknown }).sharedLetter;
  if (typeof shared !== 'object' || shared === null) return undefined;
  const {
    id: sharedId,
    letter,
    gone,
  } = shared as { id?: unknown; letter?: unknown; gone?: unknown };
  if (sharedId !== id) return undefined;
  if (letter === null) return gone === 'deleted' ? 'deleted' : null;
  const read = readLetter(letter);
  return read ? forThisPage(read) : undefined;
}

const isSize = (value: unknown) =>
  value === undefined || (Number.isInteger(value) && (value as number) > 0);

/** Who made the strip together (Letter.from): a list of names. */
const isNames = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string');

/**
 * The letter in the page data when it has the contract's shape (model/api.ts letterSchema; the
 * test holds the two together), else undefined. Checked by hand: the schema's code (zod) would
 * be the largest part of the friend's page, which never calls the API.
 */
export function readLetter(value: unknown): Letter | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { message, image_url, image_width, image_height, display_url, video_url, from } =
    value as Record<string, unknown>;
  if (typeof message !== 'string' || typeof image_url !== 'string') return undefined;
  if (!isSize(image_width) || !isSize(image_height)) return undefined;
  if (display_url !== undefined && typeof display_url !== 'string') return undefined;
  if (video_url !== undefined && typeof video_url !== 'string') return undefined;
  if (from !== undefined && !isNames(from)) return undefined;
  return {
    message,
    image_url,
    ...(image_width === undefined ? {} : { image_width: image_width as number }),
    ...(image_height === undefined ? {} : { image_height: image_height as number }),
    ...(display_url === undefined ? {} : { display_url }),
    ...(video_url === undefined ? {} : { video_url }),
    ...(from === undefined ? {} : { from }),
  };
}

/**
 * The letter as the page shows it: its strip (and its video) as a path on this server; a video
 * address that is not one of our videos is left out (the still strip shows). The server names
 * the strip with PUBLIC_URL, which may be another host name of the same server, and the page's
 * CSP allows images and fetches from its own origin only.
 */
export function forThisPage(letter: Letter): Letter {
  const { display_url: display, video_url: video, ...rest } = letter;
  const displayPath = display === undefined ? null : asDisplayPath(display);
  const videoPath = video === undefined ? null : asVideoPath(video);
  return {
    ...rest,
    image_url: asStripPath(letter.image_url),
    ...(displayPath ? { display_url: displayPath } : {}),
    ...(videoPath ? { video_url: videoPath } : {}),
  };
}
