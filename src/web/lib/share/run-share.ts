/**
 * The share flow with the browser's dependencies: loaded when the visitor presses the share
 * button, so a friend's page carries none of its code (upload, storage, delivery) until then.
 */
import { browserShareDependencies } from './browser-share.js';
import { shareLetter, type ShareRequest, type ShareResult } from './share-letter.js';

export function runShare(request: ShareRequest): Promise<ShareResult> {
  return shareLetter(request, browserShareDependencies());
}
