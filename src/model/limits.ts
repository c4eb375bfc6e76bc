/**
 * Length limits shared by the web app and the server, in a file without zod so a screen that
 * only needs a number does not load the schema library.
 */
export const LETTER_MAX_LENGTH = 2000;
export const THEME_MAX_LENGTH = 200;
