/**
 * How a call to our API failed (lib/api/letter-api.ts): apart from the calls themselves, so a page
 * that only says what went wrong (share/share-failure.ts) loads no schema code.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    message: string,
    /** The HTTP status, or undefined when no answer came (offline, refused). */
    readonly status?: number,
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The code of an answer that did not match the contract (ours, not the server's). */
export const UNEXPECTED_ANSWER = 'unexpected_answer';
