/** Node's HTTP server timeouts, so a client sending one byte a minute can't hold the server. */
import type { ServerOptions } from 'node:http';

export const MAX_HEADERS_TIMEOUT_MS = 10_000;

export function serverTimeouts(requestTimeoutMs: number): ServerOptions {
  return {
    // Whole request (headers and body) within requestTimeoutMs; headers alone within 10 s.
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(MAX_HEADERS_TIMEOUT_MS, requestTimeoutMs),
    // Node checks the timeouts every 30 s by default, so a cut-off could come up to 30 s
    // late; a quarter of the timeout (at most 5 s) keeps it close to what is configured.
    connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(requestTimeoutMs / 4))),
  };
}
