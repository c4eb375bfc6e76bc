/**
 * What anyone with an event's code reads (model/live-event.ts): the event's public settings and
 * its gallery's pages, newest first. Each failure is an ApiRequestError with the status, so a
 * screen tells an unknown code (404) from an ended event (410) from a dropped connection.
 */
import { apiErrorSchema } from '../../../model/api.js';
import type { z } from '../../../model/zod.js';
import { liveEventPath, liveEventPaths } from '../../../model/api-paths.js';
import {
  galleryPageSchema,
  publicEventSchema,
  type GalleryPage,
  type PublicEvent,
} from '../../../model/live-event.js';
import { ApiRequestError, UNEXPECTED_ANSWER } from './api-request-error.js';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** How the screens read an event: its settings, and one page of its gallery. */
export interface EventReader {
  event(code: string, signal?: AbortSignal): Promise<PublicEvent>;
  galleryPage(code: string, before: string | null, signal?: AbortSignal): Promise<GalleryPage>;
}

export type EventProblem = 'unknown' | 'ended' | 'off' | 'failed';

/** What a screen says for a failed read: the code names no event, the event ended, or try again. */
export function problemOf(error: unknown): EventProblem {
  if (!(error instanceof ApiRequestError)) return 'failed';
  // A gallery the host turned off answers 404 too, with its own code.
  if (error.code === 'gallery_off') return 'off';
  if (error.status === 404) return 'unknown';
  if (error.status === 410) return 'ended';
  return 'failed';
}

async function getJson(send: Fetch, url: string, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await send(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ApiRequestError('The server could not be reached.', undefined, 'network', {
      cause: error,
    });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    const code = parsed.success ? parsed.data.code : `http_${response.status}`;
    throw new ApiRequestError(`The server answered ${response.status}.`, response.status, code);
  }
  return body;
}

function checked<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiRequestError('The answer did not match.', 200, UNEXPECTED_ANSWER, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

export function eventReader(send: Fetch = (input, init) => fetch(input, init)): EventReader {
  return {
    async event(code, signal) {
      const body = await getJson(send, liveEventPath(liveEventPaths.event, code), signal);
      return checked(publicEventSchema, body);
    },
    async galleryPage(code, before, signal) {
      const base = liveEventPath(liveEventPaths.gallery, code);
      const url = before === null ? base : `${base}?before=${encodeURIComponent(before)}`;
      return checked(galleryPageSchema, await getJson(send, url, signal));
    },
  };
}
