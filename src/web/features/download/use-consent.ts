import { useCallback, useEffect, useRef, useState } from 'react';
import type { GalleryMode } from '../../../model/live-event.js';
import { ApiRequestError } from '../../lib/api/api-request-error.js';
import type { StoredUpload } from '../../lib/api/letter-api.js';
import type { LiveEventApi } from '../../lib/api/live-event-api.js';
import type { ConsentRecords } from '../../lib/event/consent-records.js';
import { loadEventOfActive } from '../../lib/i18n/catalogues.js';
import type { MessageKey } from '../../lib/i18n/message-key.js';
import type { StripUploads } from '../../lib/share/strip-uploads.js';
import { asStripPath } from '../../lib/storage/strip-address.js';
import { consentFailureKey } from './consent-failure.js';
import type { StripSource } from './use-strip-source.js';

export interface ConsentDependencies {
  api: LiveEventApi;
  records: ConsentRecords;
  uploads: StripUploads;
  /**
   * The visit's living strip's video (video/mp4 or video/webm), or null when the strip is not
   * live. Absent: no videos.
   */
  livingVideo?(): Promise<Blob | null>;
  /** Stores the video; its address and claim token. */
  uploadVideo?(video: Blob): Promise<StoredUpload>;
}

/** The server refused the entry for its video only (taken, unknown, or not this browser's). */
const VIDEO_REFUSALS = new Set(['video_in_use', 'invalid_video_url', 'not_your_video']);

/**
 * The living strip's video of this visit's own strip, uploaded; undefined when there is none
 * or it failed: the strip then goes still, nothing lost.
 */
async function entryVideo(
  strip: StripSource,
  deps: ConsentDependencies,
): Promise<StoredUpload | undefined> {
  const { livingVideo, uploadVideo } = deps;
  // An address was opened from a link: not this visit's strip, so not its clips.
  if (!livingVideo || !uploadVideo || typeof strip === 'string') return undefined;
  try {
    const video = await livingVideo();
    return video ? await uploadVideo(video) : undefined;
  } catch (error) {
    console.warn('The living strip’s video could not be sent; the event shows the still', error);
    return undefined;
  }
}

/** The entry, with the video when there is one; refused for the video, again without it. */
async function createEntry(
  api: LiveEventApi,
  code: string,
  strip: StoredUpload,
  video: StoredUpload | undefined,
) {
  if (video === undefined) return api.createEntry(code, strip);
  try {
    return await api.createEntry(code, strip, video);
  } catch (error) {
    const refused = error instanceof ApiRequestError && VIDEO_REFUSALS.has(error.code ?? '');
    if (!refused) throw error;
    console.warn('The entry was refused for its video; the event shows the still', error);
    return api.createEntry(code, strip);
  }
}

/**
 * The stored strip an entry names: this visit's strip, stored once for the letter and the
 * entry; or, for a strip opened as an address, this browser's own upload at it. Null when
 * another browser uploaded it: only its uploader may show it at the event.
 */
async function entryStrip(strip: StripSource, uploads: StripUploads): Promise<StoredUpload | null> {
  return typeof strip === 'string' ? uploads.uploadAt(strip) : uploads.forEntry(strip);
}

export interface Consent {
  /** The event's gallery as the server tells it; the box shows only when it is not 'off'. */
  gallery: Exclude<GalleryMode, 'off'>;
  /** As the guest last set it: shown at once, put back if the server refused. */
  ticked: boolean;
  /** Saving the change the tick already shows. */
  busy: 'adding' | 'removing' | null;
  /** What the last change did, or why it failed (then nothing changed). */
  said: { key: MessageKey; failed: boolean } | null;
  toggle(show: boolean): void;
}

/** How this strip is known to the consent records: its stored address, or its bytes' fingerprint. */
async function stripKey(strip: StripSource, uploads: StripUploads): Promise<string> {
  return typeof strip === 'string' ? asStripPath(strip) : uploads.fingerprint(strip);
}

/**
 * The consent to show the strip at its event (docs/events.md, "Consent"): never given unless
 * the guest ticks it. Ticking stores the strip if no letter did yet (one upload for both), then
 * makes the entry and keeps its delete token on this device; unticking takes it back out with
 * the token. Null while the event's gallery is unknown, off, or the event is gone, and for a
 * strip opened by its address that this browser did not upload (it is someone else's to show).
 */
export function useConsent(
  code: string | null,
  strip: StripSource | null,
  /** The gallery as kept on this phone, for when the server cannot be asked. */
  keptGallery: GalleryMode | null,
  deps: ConsentDependencies,
): Consent | null {
  const { api, records, uploads } = deps;
  const [gallery, setGallery] = useState<GalleryMode | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState<Consent['busy']>(null);
  const [said, setSaid] = useState<Consent['said']>(null);
  const working = useRef(false);

  useEffect(() => {
    if (!code) return;
    let live = true;
    // The box speaks with the event's messages: fetched with the event, before it shows.
    const words = loadEventOfActive().catch(() => undefined);
    void Promise.all([api.getEvent(code), words]).then(
      ([found]) =>
        live && setGallery(found.status === 'open' ? found.event.settings.gallery : 'off'),
      () => live && setGallery(keptGallery),
    );
    return () => {
      live = false;
    };
  }, [code, api, keptGallery]);

  useEffect(() => {
    if (!code || !strip) return;
    let live = true;
    void stripKey(strip, uploads).then((found) => {
      if (!live) return;
      setKey(found);
      setTicked(records.find(code, found) !== null);
    });
    return () => {
      live = false;
    };
  }, [code, strip, records, uploads]);

  const toggle = useCallback(
    (show: boolean) => {
      if (!code || !strip || key === null || working.current) return;
      working.current = true;
      // The tick follows the tap at once; the upload and the entry can take seconds, and a box
      // that stays empty meanwhile looks untapped. Put back below if the server refuses.
      setTicked(show);
      setBusy(show ? 'adding' : 'removing');
      setSaid(null);
      void (async () => {
        try {
          if (show) {
            // The video is made and uploaded while the strip uploads.
            const video = entryVideo(strip, deps);
            const stored = await entryStrip(strip, uploads);
            if (!stored) throw new Error('Only the browser that uploaded a strip can show it.');
            const entry = await createEntry(api, code, stored, await video);
            records.keep({
              code,
              strip: key,
              entryId: entry.id,
              deleteToken: entry.deleteToken,
              state: entry.state,
            });
            setSaid({
              key: entry.state === 'approved' ? 'guest.consentShown' : 'guest.consentWaiting',
              failed: false,
            });
          } else {
            const record = records.find(code, key);
            if (record) await api.deleteEntry(code, record.entryId, record.deleteToken);
            records.forget(code, key);
            setSaid({ key: 'guest.consentRemoved', failed: false });
          }
        } catch (error) {
          setTicked(!show);
          setSaid({ key: consentFailureKey(error), failed: true });
        } finally {
          working.current = false;
          setBusy(null);
        }
      })();
    },
    [code, strip, key, api, records, uploads, deps],
  );

  if (!code || gallery === null || gallery === 'off' || !strip || key === null) return null;
  if (typeof strip === 'string' && !uploads.uploadAt(strip)) return null;
  return { gallery, ticked, busy, said, toggle };
}
