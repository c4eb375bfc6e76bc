/** The share flow's dependencies in the browser: this origin's API, localStorage, the page's APIs. */
import { lastShareStore, shareFingerprint } from './last-share.js';
import { letterApi } from '../api/letter-api.js';
import { boothEventName } from '../event/booth-event-name.js';
import { canMakeVideo, pageVideos } from '../living/page-videos.js';
import { loadLivingStrip } from '../living/load-living-strip.js';
import { VIDEO_UPLOADS_KEY } from '../storage/letter-keys.js';
import { letterTokens } from '../storage/letter-tokens.js';
import { browserStorage } from '../storage/safe-storage.js';
import { onThisOrigin } from '../storage/strip-address.js';
import { stripUploads } from './strip-uploads.js';
import { browserDeliveryEnvironment, deliverLink, type DeliveryTexts } from './share-delivery.js';
import type { ShareDependencies } from './share-letter.js';

/**
 * `texts`: what the share sheet, the alert and the prompt say (share-delivery.ts); `language`:
 * the page's, which a living strip's video writes its date stamp in.
 */
export function browserShareDependencies(
  texts: DeliveryTexts,
  language: string,
): ShareDependencies {
  const api = letterApi();
  const storage = browserStorage();
  const tokens = letterTokens(storage);
  const uploads = stripUploads(storage, (png) => api.uploadStrip(png));
  const videoUploads = stripUploads(
    storage,
    (video) => api.uploadVideo(video),
    undefined,
    VIDEO_UPLOADS_KEY,
  );
  return {
    origin: location.origin,
    // Read from this page's origin whatever host the address names (the CSP allows no other).
    fetchStrip: (address) => api.readStrip(onThisOrigin(address, location.origin)),
    // The copy the consent box uploaded for the event, when no letter took it yet.
    uploadStrip: (png) => uploads.forLetter(png),
    // The video /download made when it did (lib/living/living-videos.ts), else made now.
    async livingVideo() {
      if (!canMakeVideo()) return null;
      const eventName = boothEventName(storage);
      const input = await loadLivingStrip({ date: new Date(), language, eventName });
      if (!input) return null;
      const video = await pageVideos.video(input, 'strip');
      return new Blob([video.blob], { type: video.type });
    },
    uploadVideo: (video) => videoUploads.forLetter(video),
    createLetter: (letter) => api.createLetter(letter),
    deliver: (link) => deliverLink(link, browserDeliveryEnvironment(), texts),
    fingerprint: shareFingerprint,
    lastShare: lastShareStore(storage),
    keepToken: (id, deleteToken) => tokens.set(id, deleteToken),
  };
}
