/** AI decoration providers: the OpenAI-compatible one and the built-in offline one. */
import { HttpError } from '../http/errors.js';

export interface Decorations {
  /** Lowercase #rrggbb. */
  frameColor: string;
  /** Names of sticker files in the blob store's `stickers/` folder. */
  stickerNames: string[];
}

export interface DecorationProvider {
  readonly kind: 'openai' | 'offline';
  suggest(theme: string): Promise<Decorations>;
}

export const STICKER_COUNT = 3;

/** The provider's failures as our API answers them (docs/http-api.md). */
export const aiErrors = {
  rateLimited: () =>
    new HttpError(
      429,
      'rate_limited',
      'Rate limit reached. Please wait 1-2 minutes and try again.',
    ),
  auth: () =>
    new HttpError(502, 'provider_auth', 'Invalid API key. Please check your OpenAI API key.'),
  badPrompt: () =>
    new HttpError(422, 'bad_prompt', 'Invalid request. Please try a different prompt.'),
  failed: () =>
    new HttpError(502, 'provider_error', 'Failed to generate decorations. Please try again.'),
  timeout: () => new HttpError(504, 'timeout', 'Failed to generate decorations. Please try again.'),
};

/** Our answer for a provider's HTTP status. */
export function errorForProviderStatus(status: number): HttpError {
  if (status === 429) return aiErrors.rateLimited();
  if (status === 401 || status === 403) return aiErrors.auth();
  if (status === 400) return aiErrors.badPrompt();
  return aiErrors.failed();
}
