import { ApiRequestError } from '../../lib/api/api-request-error.js';
import type { MessageKey } from '../../lib/i18n/message-key.js';

/** What the consent box says when adding or taking back a strip failed; nothing changed then. */
export function consentFailureKey(error: unknown): MessageKey {
  if (!(error instanceof ApiRequestError)) return 'guest.consentFailed';
  if (error.status === undefined) return 'guest.consentOffline';
  if (error.code === 'gallery_off') return 'guest.consentGalleryOff';
  if (error.status === 410 || error.code === 'event_ended') return 'guest.consentEnded';
  return 'guest.consentFailed';
}
