/**
 * The share flow with the browser's dependencies: loaded when the visitor presses the share
 * button, so a friend's page carries none of its code (upload, storage, delivery) until then.
 */
import { browserShareDependencies } from './browser-share.js';
import type { Translate } from '../i18n/message-key.js';
import { deliveryTexts } from './share-delivery.js';
import { shareLetter, type ShareRequest, type ShareResult } from './share-letter.js';

/**
 * `t`: the page's language, for what the share sheet, the alert and the prompt say;
 * `language`: its code, which a living strip's video writes its date stamp in.
 */
export function runShare(
  request: ShareRequest,
  t: Translate,
  language: string,
): Promise<ShareResult> {
  return shareLetter(request, browserShareDependencies(deliveryTexts(t), language));
}
