/**
 * The files we keep and where they are: each one's name, its key in the blob store, its path
 * and address on this server, for strips (a PNG and its `.webp` display copy) and link-preview
 * cards (`cards/<letter id>.png`, one per letter, beside the strips so every instance and the
 * bucket see the same card). One module, so the routes, the services and the pages agree.
 */
import { randomBytes } from 'node:crypto';
import {
  RANDOM_ID_PATTERN,
  STRIP_DISPLAY_NAME_PATTERN,
  STRIP_NAME_PATTERN,
  VIDEO_NAME_PATTERN,
} from '../../model/ids.js';
import { VIDEO_TYPES, type VideoType } from '../../model/living-strip.js';

export const STRIPS_FOLDER = 'strips';
export const stripKey = (name: string): string => `${STRIPS_FOLDER}/${name}`;
export const stripPath = (name: string): string => `/${STRIPS_FOLDER}/${name}`;

/** `photostrip-{timestamp}-{128 random bits}.png`. */
export function newStripName(now = Date.now()): string {
  return `photostrip-${now}-${randomBytes(16).toString('base64url')}.png`;
}

/** The name of a strip's display copy: `photostrip-….png` → `photostrip-….webp`. */
export function stripDisplayName(name: string): string {
  return name.replace(/\.png$/, '.webp');
}

/**
 * The strip a file of the strips folder belongs to (the PNG's name, for the PNG and for its
 * display copy), or null for a file of no strip.
 */
export function stripOfFile(fileName: string): string | null {
  if (STRIP_NAME_PATTERN.test(fileName)) return fileName;
  if (STRIP_DISPLAY_NAME_PATTERN.test(fileName)) return fileName.replace(/\.webp$/, '.png');
  return null;
}

/** The strip a path on this server names (`/strips/<name>`), or null. */
export function stripNameFromPath(path: string): string | null {
  const name = /^\/strips\/([^/]+)$/.exec(path)?.[1];
  return name && STRIP_NAME_PATTERN.test(name) ? name : null;
}

/** The strip an address names when it is one of ours (`{origin}/strips/<name>`), or null. */
export function stripNameFromAddress(address: string, origin: string): string | null {
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  if (url.origin !== origin || url.search || url.hash || url.username) return null;
  return stripNameFromPath(url.pathname);
}

export const VIDEOS_FOLDER = 'videos';
export const videoKey = (name: string): string => `${VIDEOS_FOLDER}/${name}`;
export const videoPath = (name: string): string => `/${VIDEOS_FOLDER}/${name}`;

/** `livestrip-{timestamp}-{128 random bits}.mp4` (or `.webm`, by the container's type). */
export function newVideoName(type: VideoType, now = Date.now()): string {
  return `livestrip-${now}-${randomBytes(16).toString('base64url')}.${VIDEO_TYPES[type]}`;
}

/** The video an address names when it is one of ours (`{origin}/videos/<name>`), or null. */
export function videoNameFromAddress(address: string, origin: string): string | null {
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  if (url.origin !== origin || url.search || url.hash || url.username) return null;
  const name = /^\/videos\/([^/]+)$/.exec(url.pathname)?.[1];
  return name && VIDEO_NAME_PATTERN.test(name) ? name : null;
}

export const CARDS_FOLDER = 'cards';

export const cardName = (letterId: string): string => `${letterId}.png`;
export const cardKey = (letterId: string): string => `${CARDS_FOLDER}/${cardName(letterId)}`;
export const cardPath = (letterId: string): string => `/${CARDS_FOLDER}/${cardName(letterId)}`;

/** The letter id a card's file name names (`<id>.png`), or null for any other name. */
export function letterIdOfCard(name: string): string | null {
  const id = name.endsWith('.png') ? name.slice(0, -'.png'.length) : '';
  return RANDOM_ID_PATTERN.test(id) ? id : null;
}
