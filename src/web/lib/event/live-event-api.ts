/**
 * The shared event's calls that /event makes (docs/events.md, "The event, shared"): create an
 * event, and read one a booth joins. Failures reject with an ApiRequestError (its status and the
 * server's `code` say what to tell the host); the created event is checked against the contract.
 */
import { apiErrorSchema } from '../../../model/api.js';
import { liveEventPath, liveEventPaths } from '../../../model/api-paths.js';
import {
  createdEventSchema,
  type CreatedEvent,
  type LiveEventSettings,
} from '../../../model/live-event.js';
import { errorMessage } from '../error-message.js';
import { ApiRequestError, UNEXPECTED_ANSWER } from '../api/api-request-error.js';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

async function send(fetchImpl: Fetch, url: string, init?: RequestInit): Promise<Response> {
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

export interface LiveEventApi {
  /** Creates the event; the answer holds the host key, which the server never shows again. */
  create(settings: LiveEventSettings): Promise<CreatedEvent>;
  /** The event's public answer, as sent (the booth checks it: model/booth-device.ts). */
  read(code: string): Promise<unknown>;
}

export function liveEventApi(fetchImpl: Fetch = (input, init) => fetch(input, init)): LiveEventApi {
  return {
    async create(settings) {
      const response = await send(fetchImpl, liveEventPaths.events, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(settings),
      });
      const parsed = createdEventSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) {
        throw new ApiRequestError('Unexpected answer.', response.status, UNEXPECTED_ANSWER);
      }
      return parsed.data;
    },
    async read(code) {
      const response = await send(fetchImpl, liveEventPath(liveEventPaths.event, code));
      return response.json().catch(() => null) as Promise<unknown>;
    },
  };
}

/** What the host is told when a call failed: a key of liveEvent.json. */
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
