/**
 * Ids and file names are chosen by the server from 128 random bits,
 * written as 22 base64url characters (ARCHITECTURE.md).
 */
export const RANDOM_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function isRandomId(value: string): boolean {
  return RANDOM_ID_PATTERN.test(value);
}

/** `photostrip-{timestamp}-{random}.png`, the only names the strip store hands out. */
export const STRIP_NAME_PATTERN = /^photostrip-\d{13}-[A-Za-z0-9_-]{22}\.png$/;

/** A strip's display copy: the same name with `.webp`, made at upload for the letter page. */
export const STRIP_DISPLAY_NAME_PATTERN = /^photostrip-\d{13}-[A-Za-z0-9_-]{22}\.webp$/;

/**
 * A living strip's video (POST /api/videos): `livestrip-{timestamp}-{random}.mp4` or `.webm`,
 * the extension its container's (model/living-strip.ts VIDEO_TYPES).
 */
export const VIDEO_NAME_PATTERN = /^livestrip-\d{13}-[A-Za-z0-9_-]{22}\.(mp4|webm)$/;

/** Sticker files: AI images we downloaded, or emoji we drew (named by their code points). */
export const STICKER_NAME_PATTERN =
  /^(ai-\d{13}-[A-Za-z0-9_-]{22}|emoji-[0-9a-f]{2,6}(-[0-9a-f]{2,6}){0,9})\.png$/;

/**
 * A secret that only the sharer's browser keeps: it lets them take the letter back (256 bits,
 * base64url). Here rather than with the schemas, so the browser reads it without loading them.
 */
export const DELETE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The proof of an upload (a strip or a video): 256 random bits, base64url, answered once to the
 * browser that uploaded it. A letter or an event's entry naming the upload must carry it.
 */
export const CLAIM_TOKEN_PATTERN = DELETE_TOKEN_PATTERN;

/**
 * An event's code (model/live-event.ts): 14 of 31 letters and digits without 0/o, 1/l/i, so a
 * code read off a printed card is typed right. Here rather than with the schemas, so the router
 * reads it without loading them.
 */
export const EVENT_CODE_PATTERN = /^[a-hjkmnp-z2-9]{14}$/;
