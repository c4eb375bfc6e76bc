/** What a page says when the animation could not be made, in the visitor's language. */
import { errorMessage } from '../error-message.js';
import type { MessageKey } from '../i18n/message-key.js';
import { ANIMATION_FAILURES } from './animation-protocol.js';

/** The worker's error (animation-protocol.ts) as a message key, or a generic reason. */
export function animationFailureKey(error: unknown): MessageKey {
  const words = errorMessage(error);
  if (words === ANIMATION_FAILURES.unreadable) return 'download.animationUnreadable';
  if (words === ANIMATION_FAILURES.notAStrip) return 'download.animationNotAStrip';
  return 'download.animationOther';
}
