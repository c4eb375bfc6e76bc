import { letterApi } from '../../lib/api/letter-api.js';
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
  };
}
