/**
 * The host's calls to the shared event's API (model/live-event.ts), each with the host key as
 * Bearer. Every failure rejects with an ApiRequestError: its status (401 wrong key, 410 ended,
 * undefined offline) tells the page what to say. Answers are checked against the contract.
 */
import { z } from 'zod';
import { apiErrorSchema } from '../../../model/api.js';
import { liveEventPath, liveEventPaths } from '../../../model/api-paths.js';
import {
  hostViewSchema,
  type EntryState,
  type HostView,
  type LiveEventSettings,
} from '../../../model/live-event.js';
import { ApiRequestError, UNEXPECTED_ANSWER } from '../../lib/api/api-request-error.js';
import { errorMessage } from '../../lib/error-message.js';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Which event, and the key that opens it. */
export interface HostLink {
  readonly code: string;
  readonly hostKey: string;
}

export interface HostApi {
  view(link: HostLink): Promise<HostView>;
  moderate(link: HostLink, id: string, state: Exclude<EntryState, 'waiting'>): Promise<void>;
  /** Removes an entry and its strip's files. */
  remove(link: HostLink, id: string): Promise<void>;
  saveSettings(link: HostLink, settings: LiveEventSettings): Promise<void>;
  /** A short-lived address of the ZIP of every strip. */
  archiveUrl(link: HostLink): Promise<string>;
  /** Ends the event and deletes everything in it. */
  end(link: HostLink): Promise<void>;
}

const archiveLinkSchema = z.object({ url: z.string().min(1) });

async function send(fetchImpl: Fetch, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    throw new ApiRequestError(errorMessage(error), undefined, undefined, { cause: error });
  }
  if (response.ok) return response;
  const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
  throw parsed.success
    ? new ApiRequestError(parsed.data.error, response.status, parsed.data.code)
    : new ApiRequestError(`The server answered ${response.status}.`, response.status);
}

async function readJson<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw new ApiRequestError('Unexpected answer.', response.status, UNEXPECTED_ANSWER);
  }
  return parsed.data;
}

/** The API on this page's origin, through `fetchImpl` (the browser's fetch unless given). */
export function hostApi(fetchImpl: Fetch = (input, init) => fetch(input, init)): HostApi {
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
    async archiveUrl(link) {
      const response = await call(link, liveEventPaths.archiveLinks, 'POST');
      return (await readJson(response, archiveLinkSchema)).url;
    },
    async end(link) {
      await call(link, liveEventPaths.event, 'DELETE');
    },
  };
}
