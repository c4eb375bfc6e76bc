import { letterApi } from '../../lib/api/letter-api.js';
import { boothEventName } from '../../lib/event/booth-event-name.js';
import { canMakeVideo, pageVideos } from '../../lib/living/page-videos.js';
import { loadLivingStrip } from '../../lib/living/load-living-strip.js';
import { liveEventApi } from '../../lib/api/live-event-api.js';
import { consentRecords } from '../../lib/event/consent-records.js';
import { browserStorage } from '../../lib/storage/safe-storage.js';
import { stripUploads } from '../../lib/share/strip-uploads.js';
import type { ConsentDependencies } from './use-consent.js';

/** The consent's side effects in the browser: this origin's API and localStorage. */
export function browserConsentDependencies(): ConsentDependencies {
  const storage = browserStorage();
  const letters = letterApi();
  return {
    api: liveEventApi(),
    records: consentRecords(storage),
    uploads: stripUploads(storage, (png) => letters.uploadStrip(png)),
    // The video /download made when it did (lib/living/living-videos.ts), else made now.
    async livingVideo() {
      if (!canMakeVideo()) return null;
      const eventName = boothEventName(storage);
      // The page's language when the guest ticks (language-choice.ts keeps <html lang> on it),
      // which the video writes its date stamp in, as the still strip does.
      const language = document.documentElement.lang || 'en';
      const input = await loadLivingStrip({ date: new Date(), language, eventName });
      if (!input) return null;
      const video = await pageVideos.video(input, 'strip');
      return new Blob([video.blob], { type: video.type });
    },
    // Not shared with the letter's uploads: a video belongs to one letter or one entry.
    uploadVideo: (video) => letters.uploadVideo(video),
  };
}
