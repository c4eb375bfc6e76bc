/**
 * Uploads for a shared event (header EVENT_CODE_HEADER): a booth device or a guest at a party
 * tags their strips and letters with the event, and each counts against the event's daily
 * budget. They count against the sender's address too (RATE_LIMIT_UPLOADS, RATE_LIMIT_LETTERS,
 * UPLOADS_IN_FLIGHT_PER_ADDRESS), as any upload does: anyone can make an event, so naming one
 * lifts nothing. Only from the venue's addresses the host declared (venue-ranges.ts) do they
 * count against the event's budget instead of the address's, and may hold the venue's upload
 * places (UPLOADS_IN_FLIGHT_PER_VENUE): there a whole party shares one address.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_CODE_HEADER } from '../../model/api-paths.js';
import { EVENT_CODE_PATTERN } from '../../model/ids.js';
import type { CountField, LiveEventsService, QuotaKind } from '../services/live-events.js';
import { ServiceError } from '../services/service-errors.js';
import { inVenue } from '../services/venue-ranges.js';
import type { CodeGuesses } from './event-code-guesses.js';

export interface EventUploads {
  /**
   * True when the request names a running event and comes from the venue's addresses its host
   * declared: the address's own limits then give way to the event's (its budget, the venue's
   * upload places). Looked up before the body is read, remembered briefly.
   */
  fromVenue(request: FastifyRequest): Promise<boolean>;
  /**
   * The id of the event the upload counts for (its budget taken), or undefined when the
   * request names none. A malformed, unknown or ended code is refused (404, 410), as is a
   * spent budget (429) or a full storage of events (507): nothing is stored.
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
  // Asked by the upload places and by the rate limit of the same request: looked up once.
  const answers = new WeakMap<FastifyRequest, Promise<boolean>>();
  const lookUp = async (request: FastifyRequest): Promise<boolean> => {
    const code = headerCode(request);
    if (code === undefined || !EVENT_CODE_PATTERN.test(code)) return false;
    // Fail closed: an unreachable database leaves the address's limits in force.
    const target = await events.uploadTarget(code).catch(() => null);
    return target !== null && inVenue(request.ip, target.venue);
  };
  return {
    fromVenue(request) {
      let answer = answers.get(request);
      if (!answer) {
        answer = lookUp(request);
        answers.set(request, answer);
      }
      return answer;
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
