/** The share flow's dependencies in the browser: this origin's API, localStorage, the page's APIs. */
import { lastShareStore, shareFingerprint } from './last-share.js';
import { letterApi } from '../api/letter-api.js';
import { letterTokens } from '../storage/letter-tokens.js';
import { browserStorage } from '../storage/safe-storage.js';
import { onThisOrigin } from '../storage/strip-address.js';
import { stripUploads } from './strip-uploads.js';
import { browserDeliveryEnvironment, deliverLink, type DeliveryTexts } from './share-delivery.js';
import type { ShareDependencies } from './share-letter.js';

/** `texts`: what the share sheet, the alert and the prompt say (share-delivery.ts). */
export function browserShareDependencies(texts: DeliveryTexts): ShareDependencies {
  const api = letterApi();
  const storage = browserStorage();
  const tokens = letterTokens(storage);
  const uploads = stripUploads(storage, (png) => api.uploadStrip(png));
  return {
    origin: location.origin,
    // Read from this page's origin whatever host the address names (the CSP allows no other).
    fetchStrip: (address) => api.readStrip(onThisOrigin(address, location.origin)),
    // The copy the consent box uploaded for the event, when no letter took it yet.
    uploadStrip: (png) => uploads.forLetter(png),
    createLetter: (letter) => api.createLetter(letter),
    deliver: (link) => deliverLink(link, browserDeliveryEnvironment(), texts),
    fingerprint: shareFingerprint,
    lastShare: lastShareStore(storage),
    keepToken: (id, deleteToken) => tokens.set(id, deleteToken),
  };
}
