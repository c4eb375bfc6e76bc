/**
 * The shared event's calls a guest's booth makes (model/live-event.ts): read the event behind
 * a guest link, and agree to show a strip (or take it back). Failures reject with an
 * ApiRequestError, as the letter's calls do (letter-api.ts).
 */
import { liveEventPath, liveEventPaths } from '../../../model/api-paths.js';
import {
  createdEntrySchema,
  publicEventSchema,
  type CreatedEntry,
  type PublicEvent,
} from '../../../model/live-event.js';
import { eventUploadHeaders } from '../event/event-credential.js';
import { browserStorage } from '../storage/safe-storage.js';
import { ApiRequestError, readJson, send, type Fetch } from './letter-api.js';

/** What a guest link leads to: the event, a code no event has, or an event that has ended. */
export type EventLookup = { status: 'open'; event: PublicEvent } | { status: 'unknown' | 'ended' };

export interface LiveEventApi {
  /** Any failure but 404 (unknown) and 410 (ended) rejects. */
  getEvent(code: string): Promise<EventLookup>;
  /** `imageUrl`: the strip as its upload answered it (uploaded for this event). */
  createEntry(code: string, imageUrl: string): Promise<CreatedEntry>;
  /** Takes the guest's strip back out; an entry already gone (404, 410) counts as done. */
  deleteEntry(code: string, id: string, deleteToken: string): Promise<void>;
}

export function liveEventApi(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
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
    async createEntry(code, imageUrl) {
      const response = await send(fetchImpl, liveEventPath(liveEventPaths.entries, code), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...eventHeaders() },
        body: JSON.stringify({ image_url: imageUrl }),
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
