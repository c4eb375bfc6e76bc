/**
 * What the editor tells the visitor when a sticker cannot be added, and why Collect Photo
 * failed: message keys, translated where they are shown.
 */
import type { MessageKey } from '../../lib/i18n/message-key.js';
import { PhotoUnreadableError } from './collect/strip-pictures.js';

export const IMAGE_REFUSED: MessageKey = 'editor.imageRefused';

export const NOT_A_STICKER: MessageKey = 'editor.notASticker';

/**
 * The message for a failed Collect Photo: a photo that cannot be read is named (the page
 * draws the strip again after a failed worker, so its error is the one seen); anything else
 * is a generic failure, never a developer's English message.
 */
export function collectFailureKey(error: unknown): MessageKey {
  return error instanceof PhotoUnreadableError
    ? 'editor.collectFailedPhoto'
    : 'editor.collectFailed';
}
