/**
 * Download all: POST …/archive-links (host key) answers a link good for 10 minutes, and GET
 * …/archive.zip?token= streams the ZIP (services/live-event-archive.ts). The link carries its
 * own proof, so a browser download (which sends no Authorization header) can open it, on any
 * instance.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { liveEventPath, liveEventPaths } from '../../model/api-paths.js';
import { archiveLinkSchema, archiveQuerySchema, eventCodeSchema } from '../../model/live-event.js';
import type { AppConfig } from '../config.js';
import { meterDownload } from '../http/download-rate.js';
import type { CodeGuesses } from '../http/event-code-guesses.js';
import { publicOrigin } from '../http/public-url.js';
import type { ArchivedEvent, LiveEventArchive } from '../services/live-event-archive.js';
import type { LiveEventsService, RunningEvent } from '../services/live-events.js';
import { credentialOf } from './live-events.js';

const codeParams = z.object({ code: eventCodeSchema });
type CodeParams = z.infer<typeof codeParams>;
type ArchiveQuery = z.infer<typeof archiveQuerySchema>;

export interface ArchiveRouteDeps {
  events: Pick<LiveEventsService, 'hostedEvent' | 'runningEvent'>;
  /** The limit on unknown codes that every code a visitor sends goes through. */
  guesses: CodeGuesses;
  archive: LiveEventArchive;
}

const archived = (event: RunningEvent): ArchivedEvent => ({
  id: event.id,
  code: event.code,
  hostKeyHash: event.hostKeyHash,
  name: event.settings.name,
});

export function liveEventArchiveRoutes(
  app: FastifyInstance,
  config: AppConfig,
  deps: ArchiveRouteDeps,
): void {
  // A download can last as long as its reader keeps taking it: the server does not wait for
  // them to stop. They are cut (the host asks again, on an instance that runs) before the
  // database and files they read from are closed.
  const downloads = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const response of downloads) response.destroy();
  });

  app.post<{ Params: CodeParams }>(
    liveEventPaths.archiveLinks,
    { schema: { params: codeParams, response: { 201: archiveLinkSchema } } },
    async (request, reply) => {
      const { code } = request.params;
      const event = await deps.events.hostedEvent(code, credentialOf(request, reply));
      const { token, expiresAt } = deps.archive.link(archived(event));
      const path = liveEventPath(liveEventPaths.archive, code);
      const url = `${publicOrigin(config, request)}${path}?token=${encodeURIComponent(token)}`;
      return reply.code(201).header('cache-control', 'no-store').send({ url, expiresAt });
    },
  );

  app.get<{ Params: CodeParams; Querystring: ArchiveQuery }>(
    liveEventPaths.archive,
    { schema: { params: codeParams, querystring: archiveQuerySchema } },
    async (request, reply) => {
      const event = await deps.guesses.guard(request, reply, () =>
        deps.events.runningEvent(request.params.code),
      );
      const { disposition, body } = await deps.archive.open(archived(event), request.query.token);
      // No Content-Length: the size is known only at the end. Stored PNGs do not compress.
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', disposition)
        .header('cache-control', 'no-store');
      const response = reply.raw;
      downloads.add(response);
      response.once('close', () => downloads.delete(response));
      return reply.send(meterDownload(body, response, config.uploadMinimumRate));
    },
  );
}
