/**
 * The API's addresses, apart from the schemas (api.ts): the page-view counter that every page
 * starts needs an address, not zod.
 */

/** Where the API lives: every call below starts with it, and nothing else does. */
export const API_PREFIX = '/api/';

/** Every API address, as the server registers it and the web app calls it. */
export const apiPaths = {
  strips: '/api/strips',
  letters: '/api/letters',
  /** One letter; `letterPath(id)` fills in the id. */
  letter: '/api/letters/:id',
  aiDecorations: '/api/ai/decorations',
  events: '/api/events',
} as const;

/** The address of the letter `id`. */
export function letterPath(id: string): string {
  return apiPaths.letter.replace(':id', encodeURIComponent(id));
}
