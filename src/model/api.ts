/**
 * The contract between the web app and the server (ARCHITECTURE.md):
 * request and response schemas, shared by both sides.
 */
import { z } from './zod.js';
import { CLAIM_TOKEN_PATTERN, DELETE_TOKEN_PATTERN, RANDOM_ID_PATTERN } from './ids.js';
import { fitsLetterLength, hasLoneSurrogate, isBlankLetter } from './letter-text.js';
import { LETTER_MAX_LENGTH, THEME_MAX_LENGTH } from './limits.js';
import { personNameSchema, ROOM_MAX_PEOPLE } from './together.js';

export { CLAIM_TOKEN_PATTERN, DELETE_TOKEN_PATTERN, LETTER_MAX_LENGTH, THEME_MAX_LENGTH };

export { API_PREFIX, apiPaths, letterPath } from './api-paths.js';

/**
 * What a shared letter says about itself: the title and text the share sheet passes on, and the
 * same words in the Open Graph and Twitter preview of the pasted link.
 */
export const shareTexts = {
  title: 'Postbooth Letter',
  text: 'Check out my photostrip letter!',
} as const;

export const letterIdSchema = z
  .string()
  .regex(RANDOM_ID_PATTERN, 'A letter id is 22 characters of letters, digits, - and _.');

/**
 * The letter's text: trimmed, then checked with the rules the web app uses (letter-text.ts).
 * The length is a refine on `length`, not `.max()`: zod's `.max()` counts code points, which
 * let 2000 emoji (4000 units) through while the web app stops at 2000 units.
 */
export const letterMessageSchema = z
  .string()
  .trim()
  .refine(
    (text) => !hasLoneSurrogate(text),
    'A letter cannot hold half of a character (a lone surrogate).',
  )
  .refine((text) => !isBlankLetter(text), 'Write a message first.')
  .refine(fitsLetterLength, `A letter holds at most ${LETTER_MAX_LENGTH} characters.`);

/**
 * The `claimToken` an upload answered: only the browser that uploaded a strip or a video can
 * name it in a letter or an event's entry (optional in the schemas, so that a missing one is
 * refused as a wrong one is: 403 not_your_strip / not_your_video).
 */
export const claimTokenSchema = z
  .string()
  .regex(CLAIM_TOKEN_PATTERN, 'A claim token is 43 characters of letters, digits, - and _.');

export const createLetterRequestSchema = z.object({
  message: letterMessageSchema,
  image_url: z.string().min(1, 'image_url must be the address of a stored photostrip.'),
  /** The strip's upload's `claimToken`. */
  strip_claim: claimTokenSchema.optional(),
  /** A living strip's video from POST /api/videos; like the strip, it belongs to this letter. */
  video_url: z.string().min(1, 'video_url must be the address of a stored video.').optional(),
  /** The video's upload's `claimToken`, with `video_url`. */
  video_claim: claimTokenSchema.optional(),
  /**
   * Together mode: the names of the friends who made the strip, the sender among them, in the
   * order the friend's page lists them ('from Ana, Ben and Chloé').
   */
  from: z
    .array(personNameSchema)
    .min(1, 'from names at least one person.')
    .max(ROOM_MAX_PEOPLE, `from names at most ${ROOM_MAX_PEOPLE} people.`)
    .optional(),
});
export type CreateLetterRequest = z.infer<typeof createLetterRequestSchema>;

export const deleteTokenSchema = z
  .string()
  .regex(DELETE_TOKEN_PATTERN, 'A delete token is 43 characters of letters, digits, - and _.');

export const createLetterResponseSchema = z.object({
  id: letterIdSchema,
  deleteToken: deleteTokenSchema,
});
export type CreateLetterResponse = z.infer<typeof createLetterResponseSchema>;

/**
 * A letter as read. `image_url` is the strip's PNG (the download); when its upload recorded
 * them, `image_width` and `image_height` are that PNG's size in pixels and `display_url` the
 * address of a copy sized to show it (a WebP 600 px wide at most, same origin, same shape).
 * Letters with older strips have none of the three: show `image_url`.
 */
export const letterSchema = z.object({
  message: z.string(),
  image_url: z.string(),
  image_width: z.number().int().positive().optional(),
  image_height: z.number().int().positive().optional(),
  display_url: z.string().optional(),
  /** The living strip's video (docs/using.md, "Living strips"): MP4 or WebM, the PNG its poster. */
  video_url: z.string().optional(),
  /** Who made the strip together (together mode), as the sender named them; absent otherwise. */
  from: z.array(z.string()).optional(),
});
export type Letter = z.infer<typeof letterSchema>;

/**
 * POST /api/strips answers the stored strip's absolute address and its claim token, which only
 * this answer ever holds (the server keeps its hash): the letter or entry naming it carries it.
 */
export const uploadStripResponseSchema = z.object({
  publicUrl: z.url(),
  claimToken: claimTokenSchema,
});
export type UploadStripResponse = z.infer<typeof uploadStripResponseSchema>;

/** POST /api/videos answers the stored video's absolute address and claim token, as POST /api/strips does. */
export const uploadVideoResponseSchema = z.object({
  publicUrl: z.url(),
  claimToken: claimTokenSchema,
});
export type UploadVideoResponse = z.infer<typeof uploadVideoResponseSchema>;

export const decorationsRequestSchema = z.object({
  theme: z
    .string()
    .trim()
    .min(1, 'Describe a theme first.')
    // UTF-16 units, as the theme field's maxLength counts (see letterMessageSchema).
    .refine(
      (theme) => theme.length <= THEME_MAX_LENGTH,
      `A theme holds at most ${THEME_MAX_LENGTH} characters.`,
    ),
});
export type DecorationsRequest = z.infer<typeof decorationsRequestSchema>;

export const HEX_COLOUR_PATTERN = /^#[0-9a-f]{6}$/;

export const decorationsResponseSchema = z.object({
  frameColor: z.string().regex(HEX_COLOUR_PATTERN),
  stickers: z.array(z.url()).length(3),
});
export type DecorationsResponse = z.infer<typeof decorationsResponseSchema>;

export const PAGE_PATH_MAX_LENGTH = 200;

/** A page view: the path only (no query, no identifier), counted per day and path. */
export const pageViewRequestSchema = z.object({
  path: z
    .string()
    .max(PAGE_PATH_MAX_LENGTH, `A path holds at most ${PAGE_PATH_MAX_LENGTH} characters.`)
    .regex(/^\/[^?#\s]*$/, 'path must start with / and hold no query or spaces.'),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

/** Every error the API answers has this body. */
export const apiErrorSchema = z.object({ error: z.string(), code: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Machine codes of the AI call, and the English words for them (docs/using.md, "Controls and
 * AI box"): the server answers them (src/server/http/errors.ts). The web shows them translated,
 * from its catalogues (the keys controls.aiError* in src/web/lib/i18n/locales), never the
 * server's text.
 */
export const aiErrorMessages = {
  rate_limited: 'Rate limit reached. Please wait 1-2 minutes and try again.',
  provider_auth: 'Invalid API key. Please check your OpenAI API key.',
  bad_prompt: 'Invalid request. Please try a different prompt.',
} as const;
export const AI_GENERIC_ERROR = 'Failed to generate decorations. Please try again.';
