/**
 * Uploads for a shared event (header EVENT_CODE_HEADER): a booth device or a guest at a party
 * shares the venue's one address with everyone else there, so their strips and letters count
 * against the event's daily budget instead of the per-address limit. The limit is skipped only
 * for a code that names a running event (looked up before the limit, remembered briefly);
 * a wrong code counts against the address like any request, and as a guess.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_CODE_HEADER } from '../../model/api-paths.js';
import { EVENT_CODE_PATTERN } from '../../model/ids.js';
import type { CountField, LiveEventsService, QuotaKind } from '../services/live-events.js';
import { ServiceError } from '../services/service-errors.js';
import type { CodeGuesses } from './event-code-guesses.js';

export interface EventUploads {
  /** For the per-address limit's allowList: true when the request names a running event. */
  skipsAddressLimit(request: FastifyRequest): Promise<boolean>;
  /**
   * The id of the event the upload counts for (its budget taken), or undefined when the
   * request names none. A malformed, unknown or ended code is refused (404, 410), as is a
   * spent budget (429): nothing is stored.
   */
  admit(request: FastifyRequest, reply: FastifyReply, kind: QuotaKind): Promise<string | undefined>;
  /** Counts a stored upload in the event's hour. */
  counted(eventId: string, field: CountField): Promise<void>;
}

function headerCode(request: FastifyRequest): string | undefined {
  const value = request.headers[EVENT_CODE_HEADER];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : value.join(',');
}

export function createEventUploads(events: LiveEventsService, guesses: CodeGuesses): EventUploads {
  return {
    async skipsAddressLimit(request) {
      const code = headerCode(request);
      if (code === undefined || !EVENT_CODE_PATTERN.test(code)) return false;
      // Fail closed: an unreachable database leaves the address limit in force.
      return events.isLive(code).catch(() => false);
    },

    async admit(request, reply, kind) {
      const code = headerCode(request);
      if (code === undefined) return undefined;
      return guesses.guard(request, reply, async () => {
        if (!EVENT_CODE_PATTERN.test(code)) throw new ServiceError('event_not_found');
        return events.admitUpload(code, kind);
      });
    },

    counted: (eventId, field) => events.counted(eventId, field),
  };
}
