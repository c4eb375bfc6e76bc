/**
 * What the page says when a letter action failed, in the visitor's language. The server's own
 * English `error` text is never shown: each `code` its letter and strip routes answer has its
 * own message here, with a generic one for any other (kept apart: shown without the flow).
 */
import type { MessageKey, Translate } from '../i18n/message-key.js';
import { ApiRequestError, UNEXPECTED_ANSWER } from '../api/api-request-error.js';

/** Why delivery failed when the visitor cancelled the desktop's manual copy (share-delivery.ts). */
export const MANUAL_COPY_CANCELLED = 'User cancelled manual copy';

/** Why a share failed: a missing part, or the step that failed and what it threw. */
export type ShareFailure =
  | { step: 'noStrip' }
  | { step: 'noMessage' }
  | { step: 'upload'; cause: unknown }
  | { step: 'create'; cause: unknown }
  | { step: 'deliver'; cause: unknown };

/** The server's codes (src/server: http/errors.ts, http/rate-limits.ts, images.ts, …) and ours. */
const CODE_KEYS: Record<string, MessageKey> = {
  rate_limited: 'letter.errorRateLimited',
  busy: 'letter.errorBusy',
  strip_in_use: 'letter.errorStripInUse',
  not_found: 'letter.errorNotFound',
  letter_deleted: 'letter.errorDeleted',
  invalid_image_url: 'letter.errorUnknownStrip',
  forbidden: 'letter.errorForbidden',
  unauthorized: 'letter.errorForbidden',
  payload_too_large: 'letter.errorTooLarge',
  image_too_large: 'letter.errorTooLarge',
  invalid_png: 'letter.errorBadImage',
  unsupported_media_type: 'letter.errorBadImage',
  invalid_request: 'letter.errorInvalidLetter',
  unavailable: 'letter.errorUnavailable',
  // The booth has no room for more photos now (a quota or its disk): for the visitor, the same.
  storage_full: 'letter.errorUnavailable',
  internal: 'letter.errorInternal',
  request_timeout: 'letter.errorTimeout',
  [UNEXPECTED_ANSWER]: 'letter.errorUnexpected',
};

/** The reason a call to the letter API failed, in words for people. */
export function apiFailureText(t: Translate, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('letter.errorUnknown');
  if (error.status === undefined) return t('letter.errorNetwork');
  const key = error.code === undefined ? undefined : CODE_KEYS[error.code];
  if (key) return t(key);
  if (error.code === undefined) return t('letter.errorStatus', { status: error.status });
  return t('letter.errorUnknown');
}

function reasonOf(t: Translate, failure: ShareFailure): string {
  switch (failure.step) {
    case 'noStrip':
      return t('letter.noStrip');
    case 'noMessage':
      return t('letter.noMessage');
    case 'upload':
      return t('letter.uploadFailed', { reason: apiFailureText(t, failure.cause) });
    case 'create':
      return apiFailureText(t, failure.cause);
    case 'deliver':
      return failure.cause instanceof Error && failure.cause.message === MANUAL_COPY_CANCELLED
        ? t('letter.manualCopyCancelled')
        : t('letter.errorUnknown');
  }
}

/** What the share button says when sharing failed: 'Failed to share letter: …'. */
export function shareFailureText(t: Translate, failure: ShareFailure): string {
  return t('letter.shareFailed', { reason: reasonOf(t, failure) });
}

/**
 * The failure a share rejected with: a ShareError's own (told by its `failure`, so the flow's
 * code need not be loaded to read it), else whatever failed, said generically.
 */
export function failureOf(error: unknown): ShareFailure {
  if (error instanceof Error && 'failure' in error) {
    const { failure } = error as { failure: ShareFailure };
    if (typeof failure === 'object' && failure !== null && 'step' in failure) return failure;
  }
  return { step: 'create', cause: error };
}
