/**
 * The two screens whose page waits for the visitor's first input before the app starts
 * (app/start-moment.ts), apart from the table of paths: the page's first script needs only
 * them, and the whole table (with its event screens and their codes) would be bytes before
 * the paint. paths.ts takes them from here, so there is still one table.
 */
export const HOME_PATH = '/';
export const FINAL_LETTER_PATH = '/final-letter';
