/**
 * The API's addresses, apart from the schemas (api.ts): the page-view counter that every page
 * starts needs an address, not zod.
 */

/** Where the API lives: every call below starts with it, and nothing else does. */
export const API_PREFIX = '/api/';

/** Every API address, as the server registers it and the web app calls it. */
export const apiPaths = {
  strips: '/api/strips',
  /** A living strip's video (MP4 or WebM), uploaded before the letter that names it. */
  videos: '/api/videos',
  letters: '/api/letters',
  /** One letter; `letterPath(id)` fills in the id. */
  letter: '/api/letters/:id',
  aiDecorations: '/api/ai/decorations',
  events: '/api/events',
  /** Together mode (model/together.ts): POST creates a room. */
  rooms: '/api/rooms',
  /** GET a room's state; DELETE ends it (any participant's token). */
  room: '/api/rooms/:room',
  /** POST joins a room with a name and a colour. */
  roomParticipants: '/api/rooms/:room/participants',
  /** PUT (Bearer participant token; image/jpeg or image/png) a pose's photo; GET ?v=<version>. */
  roomPhoto: '/api/rooms/:room/photos/:pose',
  /** The room's WebSocket: ?token=<participant token>. */
  roomLive: '/api/rooms/:room/live',
} as const;

/** An address of apiPaths with `:room` (and `:pose`) filled in. */
export function roomPath(
  path: (typeof apiPaths)['room' | 'roomParticipants' | 'roomPhoto' | 'roomLive'],
  room: string,
  pose?: number,
): string {
  return path.replace(':room', encodeURIComponent(room)).replace(':pose', String(pose ?? 0));
}

/** The address of the letter `id`. */
export function letterPath(id: string): string {
  return apiPaths.letter.replace(':id', encodeURIComponent(id));
}

/** The request header that carries a shared event's code on strip and letter uploads. */
export const EVENT_CODE_HEADER = 'x-postbooth-event';
/** The request header that names a booth device (a random id the device keeps). */
export const DEVICE_ID_HEADER = 'x-postbooth-device';

// In a module of their own: the friend's page loads this one (the upload's headers), and
// carries none of the shared event's paths.
export { liveEventPath, liveEventPaths } from './live-event-paths.js';
