/**
 * Length limits shared by the web app and the server, in a file without zod so a screen that
 * only needs a number does not load the schema library.
 */
export const LETTER_MAX_LENGTH = 2000;
export const THEME_MAX_LENGTH = 200;

/**
 * The most pixels a strip the server takes may have (4096 × 4096): checked on upload, and the
 * decoder's cap wherever the server reads one (its display copy, its link-preview card).
 */
export const MAX_STRIP_PIXELS = 16_777_216;
