/**
 * The AI decorations call (POST /api/ai/decorations, ARCHITECTURE.md). The provider's key stays
 * on the server; the browser only sends the theme. Every failure becomes an AiDecorationsError
 * carrying the machine code and the key of the words shown for it (docs/using.md, Controls and AI box):
 * the server's own `error` text is never shown.
 */
import {
  apiErrorSchema,
  apiPaths,
  decorationsResponseSchema,
  type DecorationsResponse,
} from '../../../model/api.js';
import type { MessageKey } from '../i18n/message-key.js';

/** Codes of failures that never reached (or never came back from) the server in one piece. */
export const NETWORK_ERROR = 'network';
export const BAD_ANSWER = 'bad_answer';

/** The message shown for each machine code the AI call can fail with; any other code is generic. */
const AI_ERROR_KEYS: ReadonlyMap<string, MessageKey> = new Map([
  ['rate_limited', 'controls.aiErrorRateLimited'],
  ['provider_auth', 'controls.aiErrorProviderAuth'],
  ['bad_prompt', 'controls.aiErrorBadPrompt'],
]);

/** The key of the words shown for a failure with `code`. */
export function aiErrorKey(code: string): MessageKey {
  return AI_ERROR_KEYS.get(code) ?? 'controls.aiErrorGeneric';
}

export class AiDecorationsError extends Error {
  override readonly name = 'AiDecorationsError';
  constructor(
    /** The machine code: the server's, or NETWORK_ERROR / BAD_ANSWER. */
    readonly code: string,
    /** The HTTP status, when there was an answer. */
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(`AI decorations failed: ${code}`, options);
  }

  /** The key of the words shown for this failure. */
  get key(): MessageKey {
    return aiErrorKey(this.code);
  }
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * The error code of a failed answer: the `code` of our JSON error body; when the body is not one
 * (a proxy's HTML page, say), 429 still reads as rate_limited and anything else as its status.
 */
export function errorCodeOf(status: number, body: unknown): string {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return parsed.data.code;
  return status === 429 ? 'rate_limited' : `http_${status}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Asks the server for a frame colour and three stickers for `theme` (trimmed). Resolves with the
 * checked answer; rejects with an AiDecorationsError only.
 */
export async function requestDecorations(
  theme: string,
  {
    fetch: send = (input, init) => fetch(input, init),
    signal,
  }: { fetch?: Fetch; signal?: AbortSignal } = {},
): Promise<DecorationsResponse> {
  let response: Response;
  try {
    response = await send(apiPaths.aiDecorations, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ theme: theme.trim() }),
      signal,
    });
  } catch (error) {
    throw new AiDecorationsError(NETWORK_ERROR, undefined, { cause: error });
  }
  const body = await readJson(response);
  if (!response.ok)
    throw new AiDecorationsError(errorCodeOf(response.status, body), response.status);
  const answer = decorationsResponseSchema.safeParse(body);
  if (!answer.success) {
    throw new AiDecorationsError(BAD_ANSWER, response.status, { cause: answer.error });
  }
  return answer.data;
}
