/**
 * The shared event's API (model/live-event.ts, docs/events.md "The event, shared"), for its
 * three callers: a guest's booth (read the event behind a guest link, agree to show a strip or
 * take it back), /event (create an event, read one a booth joins) and the host's page (with the
 * host key as Bearer). Each is its own factory, so a page bundles only the calls it makes.
 * Failures reject with an ApiRequestError, as the letter's calls do (letter-api.ts): its status
 * (undefined offline) and the server's `code` say what to tell the visitor. Answers are checked
 * against the contract. The kiosk's two calls on `/` are not here: booth-sync.ts, schema-free.
 */
import { liveEventPath, liveEventPaths } from '../../../model/api-paths.js';
import {
  archiveLinkSchema,
  createdEntrySchema,
  createdEventSchema,
  hostViewSchema,
  publicEventSchema,
  venueAnswerSchema,
  type CreatedEntry,
  type CreatedEvent,
  type EntryState,
  type HostView,
  type LiveEventSettings,
  type PublicEvent,
} from '../../../model/live-event.js';
import { openHostChannel } from './host-channel.js';
import { eventUploadHeaders } from '../event/event-credential.js';
import { browserStorage } from '../storage/safe-storage.js';
import { ApiRequestError, readJson, send, type Fetch, type StoredUpload } from './letter-api.js';

const browserFetch: Fetch = (input, init) => fetch(input, init);

/** What a guest link leads to: the event, a code no event has, or an event that has ended. */
export type EventLookup = { status: 'open'; event: PublicEvent } | { status: 'unknown' | 'ended' };

export interface LiveEventApi {
  /** Any failure but 404 (unknown) and 410 (ended) rejects. */
  getEvent(code: string): Promise<EventLookup>;
  /**
   * `strip`: the strip as its upload answered it (uploaded for this event), with its claim
   * token: only the browser that uploaded it can show it. With `video`, the living strip's
   * video (POST /api/videos), which the entry then owns.
   */
  createEntry(code: string, strip: StoredUpload, video?: StoredUpload): Promise<CreatedEntry>;
  /** Takes the guest's strip back out; an entry already gone (404, 410) counts as done. */
  deleteEntry(code: string, id: string, deleteToken: string): Promise<void>;
}

export function liveEventApi(
  fetchImpl: Fetch = browserFetch,
  eventHeaders: () => Record<string, string> = () => eventUploadHeaders(browserStorage()),
): LiveEventApi {
  return {
    async getEvent(code) {
      try {
        const response = await send(fetchImpl, liveEventPath(liveEventPaths.event, code));
        return { status: 'open', event: await readJson(response, publicEventSchema) };
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return { status: 'unknown' };
        if (error instanceof ApiRequestError && error.status === 410) return { status: 'ended' };
        throw error;
      }
    },
    async createEntry(code, strip, video) {
      const response = await send(fetchImpl, liveEventPath(liveEventPaths.entries, code), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...eventHeaders() },
        body: JSON.stringify({
          image_url: strip.url,
          strip_claim: strip.claim,
          ...(video === undefined ? {} : { video_url: video.url, video_claim: video.claim }),
        }),
      });
      return readJson(response, createdEntrySchema);
    },
    async deleteEntry(code, id, deleteToken) {
      try {
        await send(fetchImpl, liveEventPath(liveEventPaths.entry, code, id), {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${deleteToken}` },
        });
      } catch (error) {
        // Removed by the host, or the event ended: it is out, as the guest asked.
        const gone = error instanceof ApiRequestError && [404, 410].includes(error.status ?? 0);
        if (!gone) throw error;
      }
    },
  };
}

export interface EventSetupApi {
  /** Creates the event; the answer holds the host key, which the server never shows again. */
  create(settings: LiveEventSettings): Promise<CreatedEvent>;
  /** The event's public answer, as sent (the booth checks it: model/booth-device.ts). */
  read(code: string): Promise<unknown>;
}

/** /event's calls: a new shared event, and the one a booth joins. */
export function eventSetupApi(fetchImpl: Fetch = browserFetch): EventSetupApi {
  return {
    async create(settings) {
      const response = await send(fetchImpl, liveEventPaths.events, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(settings),
      });
      return readJson(response, createdEventSchema);
    },
    async read(code) {
      const response = await send(fetchImpl, liveEventPath(liveEventPaths.event, code));
      return response.json().catch(() => null) as Promise<unknown>;
    },
  };
}

/** What the host is told on /event when a call failed: a key of liveEvent.json. */
export type LiveEventFailure =
  | 'liveEvent.errorNotFound'
  | 'liveEvent.errorEnded'
  | 'liveEvent.errorOffline'
  | 'liveEvent.errorRateLimited'
  | 'liveEvent.errorServer';

export function liveEventFailure(error: unknown): LiveEventFailure {
  if (!(error instanceof ApiRequestError)) return 'liveEvent.errorServer';
  if (error.status === undefined) return 'liveEvent.errorOffline';
  if (error.status === 404) return 'liveEvent.errorNotFound';
  if (error.status === 410) return 'liveEvent.errorEnded';
  if (error.status === 429) return 'liveEvent.errorRateLimited';
  return 'liveEvent.errorServer';
}

/** Which event, and the key that opens it. */
export interface HostLink {
  readonly code: string;
  readonly hostKey: string;
}

/** The host's page's calls; a 401 (wrong key) or 410 (ended) tells the page what to say. */
export interface HostApi {
  view(link: HostLink): Promise<HostView>;
  moderate(link: HostLink, id: string, state: Exclude<EntryState, 'waiting'>): Promise<void>;
  /** Removes an entry and its strip's files. */
  remove(link: HostLink, id: string): Promise<void>;
  saveSettings(link: HostLink, settings: LiveEventSettings): Promise<void>;
  /**
   * The venue's addresses: `addresses`, and with `here` the address this page reaches the
   * server from (the venue's Wi-Fi). Resolves them as the server keeps them.
   */
  setVenue(link: HostLink, addresses: readonly string[], here: boolean): Promise<string[]>;
  /** Names a booth device ('' takes the name back, its number shows). */
  renameDevice(link: HostLink, id: string, name: string): Promise<void>;
  /** A short-lived address of the ZIP of every strip. */
  archiveUrl(link: HostLink): Promise<string>;
  /** Ends the event and deletes everything in it. */
  end(link: HostLink): Promise<void>;
  /** Calls `onChange` each time a guest adds a strip (pushed); the answer stops listening. */
  watch?(link: HostLink, onChange: () => void): () => void;
}

export function hostApi(fetchImpl: Fetch = browserFetch): HostApi {
  const call = (link: HostLink, template: string, method = 'GET', body?: unknown, id = '') =>
    send(fetchImpl, liveEventPath(template, link.code, id), {
      method,
      // The key is the event: nothing it opens is kept by a cache.
      cache: 'no-store',
      headers: {
        Authorization: `Bearer ${link.hostKey}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    watch: (link, onChange) => openHostChannel({ ...link, onChange }),
    async view(link) {
      return readJson(await call(link, liveEventPaths.host), hostViewSchema);
    },
    async moderate(link, id, state) {
      await call(link, liveEventPaths.entry, 'PATCH', { state }, id);
    },
    async remove(link, id) {
      await call(link, liveEventPaths.entry, 'DELETE', undefined, id);
    },
    async saveSettings(link, settings) {
      await call(link, liveEventPaths.settings, 'PUT', settings);
    },
    async setVenue(link, addresses, here) {
      const response = await call(link, liveEventPaths.venue, 'PUT', { addresses, here });
      return (await readJson(response, venueAnswerSchema)).venueAddresses;
    },
    async renameDevice(link, id, name) {
      await call(link, liveEventPaths.device, 'PATCH', { name }, id);
    },
    async archiveUrl(link) {
      const response = await call(link, liveEventPaths.archiveLinks, 'POST');
      return (await readJson(response, archiveLinkSchema)).url;
    },
    async end(link) {
      await call(link, liveEventPaths.event, 'DELETE');
    },
  };
}
