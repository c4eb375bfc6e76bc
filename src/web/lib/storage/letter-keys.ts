/**
 * Browser storage keys of the letter and its sharing, as docs/development.md lists them (What the
 * browser keeps). Other screens and the e2e tests read them too.
 */

/** The letter being written on /textbox, as plain text. */
export const LETTER_MESSAGE_KEY = 'letterMessage';

/** The delete tokens this browser holds: a JSON object, letter id → deleteToken. */
export const LETTER_TOKENS_KEY = 'postbooth.letters';

/** The last letter shared from this browser: `{ fingerprint, id }`, so a second press reuses it. */
export const LAST_SHARE_KEY = 'postbooth.lastShare';

/**
 * The strips this browser uploaded, by their bytes' fingerprint: `[{ strip, url, letter }]`, so
 * the consent box and the letter use one upload (lib/share/strip-uploads.ts).
 */
export const STRIP_UPLOADS_KEY = 'postbooth.stripUploads';

/** The living strips' videos this browser uploaded, the same way (a video belongs to one letter). */
export const VIDEO_UPLOADS_KEY = 'postbooth.videoUploads';

/** The strips this browser agreed to show at an event (lib/event/consent-records.ts). */
export const CONSENT_KEY = 'postbooth.consent';
