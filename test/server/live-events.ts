/** Shared-event helpers for server tests: settings, and calls made as host or guest. */
import type { FastifyInstance } from 'fastify';
import type { CreatedEvent, LiveEventSettings } from '../../src/model/live-event.js';
import { EVENT_SETTINGS } from '../live-event-settings.js';
import { claimOf, keepClaim, makePng } from './test-app.js';

export const SETTINGS: LiveEventSettings = {
  ...EVENT_SETTINGS,
  greeting: 'Welcome to our wedding!',
  sources: 'camera',
  gallery: 'instant',
};

export async function createEvent(
  app: FastifyInstance,
  settings: Partial<LiveEventSettings> = {},
): Promise<CreatedEvent> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/live-events',
    payload: { ...SETTINGS, ...settings },
  });
  if (response.statusCode !== 201) throw new Error(`event failed: ${response.body}`);
  return response.json();
}

export const asHost = (hostKey: string) => ({ authorization: `Bearer ${hostKey}` });

/** Uploads a strip for the event `code`; answers its path (`/strips/<name>`). */
export async function uploadEventStrip(app: FastifyInstance, code: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/strips',
    headers: { 'content-type': 'image/png', 'x-postbooth-event': code },
    payload: await makePng(),
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  const { publicUrl } = keepClaim(response.json<{ publicUrl: string; claimToken: string }>());
  return new URL(publicUrl).pathname;
}

/** A guest's entry for a new strip of the event, as the browser that uploaded it. */
export async function addEntry(
  app: FastifyInstance,
  code: string,
): Promise<{ id: string; state: string; deleteToken: string; stripPath: string }> {
  const stripPath = await uploadEventStrip(app, code);
  const response = await app.inject({
    method: 'POST',
    url: `/api/live-events/${code}/entries`,
    payload: { image_url: stripPath, strip_claim: claimOf(stripPath) },
  });
  if (response.statusCode !== 201) throw new Error(`entry failed: ${response.body}`);
  return { ...(response.json() as { id: string; state: string; deleteToken: string }), stripPath };
}
