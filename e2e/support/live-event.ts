/**
 * A shared event set up through its API (docs/events.md, "The event, shared"), as a walk needs
 * it before the browser comes in: the event made, guests' strips added, and the host's calls
 * with the host key. Each call checks the server's status, so a set-up that failed stops the
 * walk there and not at a page that waits in vain.
 */
import { expect } from 'vitest';
import { EVENT_CODE_HEADER, liveEventPath, liveEventPaths } from '../../src/model/api-paths.js';
import {
  createdEntrySchema,
  createdEventSchema,
  hostViewSchema,
  publicEventSchema,
  type CreatedEvent,
  type EntryState,
  type HostView,
  type LiveEventSettings,
  type PublicEvent,
} from '../../src/model/live-event.js';
import { EVENT_SETTINGS as TEST_SETTINGS } from '../../test/live-event-settings.js';
import { makeStripPng } from './letter-fixtures.js';

/** An event's settings: a wedding in English whose gallery waits for the host's approval. */
export const EVENT_SETTINGS: LiveEventSettings = {
  ...TEST_SETTINGS,
  name: 'Ada & Bo’s wedding',
  greeting: 'Thank you for dancing with us!',
};

/** A new event on the server at `origin`, with EVENT_SETTINGS and `change`. */
export async function createEvent(
  origin: string,
  change: Partial<LiveEventSettings> = {},
): Promise<CreatedEvent> {
  const response = await fetch(origin + liveEventPaths.events, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...EVENT_SETTINGS, ...change }),
  });
  expect(response.status).toBe(201);
  return createdEventSchema.parse(await response.json());
}

/** The event as anyone with its code reads it. */
export async function readEvent(origin: string, code: string): Promise<PublicEvent> {
  const response = await fetch(origin + liveEventPath(liveEventPaths.event, code));
  expect(response.status).toBe(200);
  return publicEventSchema.parse(await response.json());
}

export interface AddedStrip {
  /** The PNG's bytes, as uploaded. */
  png: Buffer;
  /** Its `/strips/…` path. */
  path: string;
  /** The entry of a strip its guest agreed to show, and its state; none without consent. */
  entryId?: string;
  state?: EntryState;
}

/**
 * A guest's strip of three `colours` uploaded for the event (counted as made there); with
 * consent (the default), its entry too, waiting for the host or shown at once.
 */
export async function addStrip(
  origin: string,
  code: string,
  colours: readonly string[],
  { consent = true }: { consent?: boolean } = {},
): Promise<AddedStrip> {
  const png = await makeStripPng([...colours]);
  const upload = await fetch(`${origin}/api/strips`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', [EVENT_CODE_HEADER]: code },
    body: new Uint8Array(png),
  });
  expect(upload.status).toBe(201);
  const { publicUrl, claimToken } = (await upload.json()) as {
    publicUrl: string;
    claimToken: string;
  };
  const path = new URL(publicUrl).pathname;
  if (!consent) return { png, path };
  const entry = await fetch(origin + liveEventPath(liveEventPaths.entries, code), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [EVENT_CODE_HEADER]: code },
    body: JSON.stringify({ image_url: publicUrl, strip_claim: claimToken }),
  });
  expect(entry.status).toBe(201);
  const { id, state } = createdEntrySchema.parse(await entry.json());
  return { png, path, entryId: id, state };
}

/** The host's calls on `event`, with its host key. */
export function asHost(origin: string, event: CreatedEvent) {
  const call = (template: string, method: string, body?: unknown, id = '') =>
    fetch(origin + liveEventPath(template, event.code, id), {
      method,
      headers: {
        authorization: `Bearer ${event.hostKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    /** What the host's page shows: entries, counts, devices. */
    async view(): Promise<HostView> {
      const response = await call(liveEventPaths.host, 'GET');
      expect(response.status).toBe(200);
      return hostViewSchema.parse(await response.json());
    },
    async moderate(entryId: string, state: Exclude<EntryState, 'waiting'>): Promise<void> {
      expect((await call(liveEventPaths.entry, 'PATCH', { state }, entryId)).status).toBe(204);
    },
    /** The event's settings as they are, with `change`. */
    async changeSettings(change: Partial<LiveEventSettings>): Promise<void> {
      const { settings } = await readEvent(origin, event.code);
      const response = await call(liveEventPaths.settings, 'PUT', { ...settings, ...change });
      expect(response.status).toBe(200);
    },
    /** Ends the event: it and everything in it are deleted. */
    async end(): Promise<void> {
      expect((await call(liveEventPaths.event, 'DELETE')).status).toBe(204);
    },
  };
}
