/** AI decoration providers: the OpenAI-compatible one and the built-in offline one. */
import { ServiceError } from '../services/service-errors.js';

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

/** The provider's failures (http/errors.ts answers each as docs/http-api.md says). */
export const aiErrors = {
  rateLimited: () => new ServiceError('ai_rate_limited'),
  auth: () => new ServiceError('ai_provider_auth'),
  badPrompt: () => new ServiceError('ai_bad_prompt'),
  failed: () => new ServiceError('ai_failed'),
  timeout: () => new ServiceError('ai_timeout'),
};

/** Our refusal for a provider's HTTP status. */
export function errorForProviderStatus(status: number): ServiceError {
  if (status === 429) return aiErrors.rateLimited();
  if (status === 401 || status === 403) return aiErrors.auth();
  if (status === 400) return aiErrors.badPrompt();
  return aiErrors.failed();
}
