/**
 * A share pressed with no connection (docs/events.md): the request is
 * kept, the page says it waits, and it runs again when the browser is back online, its link
 * then only shown (no share sheet or clipboard without a tap). The pure parts.
 */
import type { ShareRequest } from './share-letter.js';

/** While the browser says it is online but the server could not be reached: try again after. */
export const RETRY_MS = 20_000;

/**
 * Whether a share failed for want of a connection: fetch's TypeError (no answer came), here or
 * as the cause of the error it led to. A failure the server answered is not one.
 */
export function isConnectionFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    if (current instanceof TypeError) return true;
    current = current.cause;
  }
  return false;
}

/** The request to run once the connection is back: a new letter's link is only shown. */
export function queuedShare(request: ShareRequest): ShareRequest {
  return request.kind === 'new' ? { ...request, handOut: 'show' } : request;
}
