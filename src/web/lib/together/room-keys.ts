/** Browser storage keys of together mode, as docs/development.md lists them (What the browser keeps). */

/** This browser's `{ participant, token }` in each room it joined, by room id (credentials.ts). */
export const ROOM_CREDENTIALS_KEY = 'postbooth.rooms';
