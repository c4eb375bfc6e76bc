/**
 * The shared event's API (model/live-event.ts, docs/http-api.md): parse, call the service,
 * answer. Host calls carry `Authorization: Bearer <hostKey>`; every code a visitor sends is
 * looked up through the guessing limit (http/event-code-guesses.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EVENT_CODE_HEADER, liveEventPaths } from '../../model/api-paths.js';
import {
  createdEntrySchema,
  createdEventSchema,
  createEntryRequestSchema,
  deviceIdSchema,
  deviceRenameRequestSchema,
  deviceSeenRequestSchema,
  entryIdSchema,
  EVENT_CODE_PATTERN,
  eventCodeSchema,
  galleryPageSchema,
  hostViewSchema,
  liveEventSettingsSchema,
  moderateEntryRequestSchema,
  publicEventSchema,
  venueAnswerSchema,
  venueRequestSchema,
} from '../../model/live-event.js';
import type { AppConfig } from '../config.js';
import { clientKey } from '../http/client-address.js';
import type { CodeGuesses } from '../http/event-code-guesses.js';
import { HttpError } from '../http/errors.js';
import { publicOrigin } from '../http/public-url.js';
import { windowLimitHook } from '../http/window-limit.js';
import type { LiveEventsService } from '../services/live-events.js';
import type { WindowCounts } from '../services/window-counts.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const codeParams = z.object({ code: eventCodeSchema });
const entryParams = z.object({ code: eventCodeSchema, id: entryIdSchema });
const deviceParams = z.object({ code: eventCodeSchema, id: deviceIdSchema });
const galleryQuery = z.object({
  before: z
    .string()
    .regex(/^\d{1,15}\.[A-Za-z0-9_-]{22}$/, 'before must be the `next` of a gallery page.')
    .optional(),
});

type CodeParams = z.infer<typeof codeParams>;
type EntryParams = z.infer<typeof entryParams>;
type DeviceParams = z.infer<typeof deviceParams>;

/** The credential of an `Authorization: Bearer <credential>` header, or null. */
export function bearerCredential(header: string | undefined): string | null {
  return /^Bearer +(\S{1,200})$/i.exec(header ?? '')?.[1] ?? null;
}

/**
 * The host key (or a guest's delete token) the request carries. A guest's credential, the
 * event code (as the upload header, or sent as the key), is refused with 403: it is known, and
 * it does not open host calls. Nothing at all: 401.
 */
export function credentialOf(request: FastifyRequest, reply: FastifyReply): string {
  const credential = bearerCredential(request.headers.authorization);
  if (
    (credential && EVENT_CODE_PATTERN.test(credential)) ||
    (!credential && request.headers[EVENT_CODE_HEADER] !== undefined)
  ) {
    throw new HttpError(403, 'host_only', 'Only the host can do this, with the host key.');
  }
  if (credential) return credential;
  reply.header('www-authenticate', 'Bearer');
  throw new HttpError(
    401,
    'host_key_required',
    'Send the host key as Authorization: Bearer <hostKey>.',
  );
}

export function liveEventRoutes(
  app: FastifyInstance,
  config: AppConfig,
  events: LiveEventsService,
  guesses: CodeGuesses,
  /** Where the rate limits count: events created per day are counted there too. */
  windows: WindowCounts,
): void {
  app.post(
    liveEventPaths.events,
    {
      config: {
        rateLimit: { max: config.rateLimits.liveEventsPerHour, timeWindow: '1 hour' },
      },
      // Each event takes storage for up to a year: the hour's limit is not enough on its own.
      preHandler: windowLimitHook(windows, {
        name: 'live-events-per-day',
        max: config.rateLimits.liveEventsPerDay,
        windowMs: DAY_MS,
      }),
      schema: { body: liveEventSettingsSchema, response: { 201: createdEventSchema } },
    },
    async (request, reply) => {
      const body = request.body as z.output<typeof liveEventSettingsSchema>;
      const created = await events.create(body, publicOrigin(config, request));
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.get<{ Params: CodeParams }>(
    liveEventPaths.event,
    { schema: { params: codeParams, response: { 200: publicEventSchema } } },
    async (request, reply) => guesses.guard(request, reply, () => events.read(request.params.code)),
  );

  app.put<{ Params: CodeParams }>(
    liveEventPaths.settings,
    {
      schema: {
        params: codeParams,
        body: liveEventSettingsSchema,
        response: { 200: publicEventSchema },
      },
    },
    async (request, reply) => {
      const hostKey = credentialOf(request, reply);
      const body = request.body as z.output<typeof liveEventSettingsSchema>;
      return events.updateSettings(request.params.code, hostKey, body);
    },
  );

  app.put<{ Params: CodeParams; Body: z.output<typeof venueRequestSchema> }>(
    liveEventPaths.venue,
    {
      schema: {
        params: codeParams,
        body: venueRequestSchema,
        response: { 200: venueAnswerSchema },
      },
    },
    async (request, reply) => {
      const hostKey = credentialOf(request, reply);
      const { addresses, here } = request.body;
      // The address as the rate limits count it: IPv4, or an IPv6 visitor's /64.
      const own = here ? [clientKey(request.ip)] : [];
      const venueAddresses = await events.setVenue(request.params.code, hostKey, [
        ...addresses,
        ...own,
      ]);
      return { venueAddresses };
    },
  );

  app.get<{ Params: CodeParams }>(
    liveEventPaths.host,
    { schema: { params: codeParams, response: { 200: hostViewSchema } } },
    async (request, reply) => {
      const hostKey = credentialOf(request, reply);
      reply.header('cache-control', 'no-store');
      return events.hostView(request.params.code, hostKey);
    },
  );

  app.delete<{ Params: CodeParams }>(
    liveEventPaths.event,
    { schema: { params: codeParams } },
    async (request, reply) => {
      await events.end(request.params.code, credentialOf(request, reply));
      return reply.code(204).send();
    },
  );

  app.post<{ Params: CodeParams; Body: z.infer<typeof createEntryRequestSchema> }>(
    liveEventPaths.entries,
    {
      schema: {
        params: codeParams,
        body: createEntryRequestSchema,
        response: { 201: createdEntrySchema },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { image_url, strip_claim, video_url, video_claim } = request.body;
      const entry = {
        imageUrl: image_url,
        stripClaim: strip_claim,
        videoUrl: video_url,
        videoClaim: video_claim,
      };
      const created = await guesses.guard(request, reply, () => events.addEntry(code, entry));
      return reply.code(201).send(created);
    },
  );

  app.patch<{ Params: EntryParams; Body: z.infer<typeof moderateEntryRequestSchema> }>(
    liveEventPaths.entry,
    { schema: { params: entryParams, body: moderateEntryRequestSchema } },
    async (request, reply) => {
      const hostKey = credentialOf(request, reply);
      const { code, id } = request.params;
      await events.moderate(code, hostKey, id, request.body.state);
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: EntryParams }>(
    liveEventPaths.entry,
    { schema: { params: entryParams } },
    async (request, reply) => {
      const credential = credentialOf(request, reply);
      const { code, id } = request.params;
      await guesses.guard(request, reply, () => events.removeEntry(code, id, credential));
      return reply.code(204).send();
    },
  );

  app.get<{ Params: CodeParams; Querystring: z.infer<typeof galleryQuery> }>(
    liveEventPaths.gallery,
    {
      schema: {
        params: codeParams,
        querystring: galleryQuery,
        response: { 200: galleryPageSchema },
      },
    },
    async (request, reply) =>
      guesses.guard(request, reply, () =>
        events.gallery(request.params.code, request.query.before),
      ),
  );

  app.post<{ Params: DeviceParams; Body: z.output<typeof deviceSeenRequestSchema> }>(
    liveEventPaths.device,
    { schema: { params: deviceParams, body: deviceSeenRequestSchema } },
    async (request, reply) => {
      const { code, id } = request.params;
      const { label, printed } = request.body;
      await guesses.guard(request, reply, () => events.deviceSeen(code, id, label, printed ?? 0));
      return reply.code(204).send();
    },
  );

  app.patch<{ Params: DeviceParams; Body: z.output<typeof deviceRenameRequestSchema> }>(
    liveEventPaths.device,
    { schema: { params: deviceParams, body: deviceRenameRequestSchema } },
    async (request, reply) => {
      const hostKey = credentialOf(request, reply);
      const { code, id } = request.params;
      await events.renameDevice(code, hostKey, id, request.body.name);
      return reply.code(204).send();
    },
  );
}
