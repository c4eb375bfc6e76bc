/**
 * buildApp(config): the one place that wires stores, providers and routes.
 * Tests call it with their own config and talk to it with `inject`.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { CardRenderer } from './cards/render-card.js';
import { createOfflineProvider, keywordColour } from './ai/offline.js';
import { createOpenAiProvider } from './ai/openai.js';
import type { DecorationProvider } from './ai/provider.js';
import { createStickerFiles } from './ai/sticker-files.js';
import type { AppConfig } from './config.js';
import { logLevelOf, toErrorAnswer } from './http/errors.js';
import { aiRoutes } from './routes/ai.js';
import { eventRoutes } from './routes/events.js';
import { deletableFileCacheControl, fileRoutes } from './routes/files.js';
import { videoFileRoutes } from './routes/video-files.js';
import { videoRoutes } from './routes/videos.js';
import { createVideoChecks, type VideoCheckIn } from './services/video-check-runner.js';
import { createUploadPlaces } from './services/in-flight.js';
import { createVideoFiles } from './services/videos.js';
import { createVideoSweeper } from './services/video-sweeper.js';
import { createSqlVideoRecords } from './stores/sql-videos.js';
import { healthRoutes } from './routes/health.js';
import { letterRoutes } from './routes/letters.js';
import { pageRoutes } from './routes/pages.js';
import { stripRoutes } from './routes/strips.js';
import { createClientErrorHandler, createFrameworkErrorHandler } from './http/client-errors.js';
import { trackConnections } from './http/connections.js';
import { publicUrlWarning } from './http/public-url.js';
import { registerCompression } from './http/compression.js';
import { registerRateLimits } from './http/rate-limits.js';
import { logRequests } from './http/request-log.js';
import { securityHeaders, securityHeaderValues } from './http/security.js';
import { serverTimeouts } from './http/timeouts.js';
import { fastifyTrustProxy } from './trust-proxy.js';
import { STICKERS_FOLDER } from './ai/sticker-files.js';
import { createCardsService } from './services/cards.js';
import { createLettersService } from './services/letters.js';
import { createStripSweeper, SWEEP_INTERVAL_MS } from './services/strip-sweeper.js';
import { createStripUploads } from './services/strip-uploads.js';
import type { StripSweeper } from './services/strip-sweeper.js';
import { openDatabase } from './stores/database.js';
import { openBlobStore } from './stores/open-blobs.js';
import { createSqlStripRecords } from './stores/sql-strips.js';
import { STRIPS_FOLDER, VIDEOS_FOLDER } from './services/addresses.js';
import { createStripFiles } from './services/strips.js';
import { CARDS_FOLDER } from './services/addresses.js';
import { createCardFiles } from './services/card-files.js';
import { createFilesService } from './services/files.js';
import { createPageViewsService } from './services/page-views.js';
import { renderCard } from './cards/render-card.js';
import { cardRoutes } from './routes/cards.js';
import { useZodSchemas } from './http/zod-schemas.js';
import { createSqlLetterStore } from './stores/sql-letters.js';
import { createSqlPageViewStore } from './stores/sql-page-views.js';
import { createSqlLiveEventStore } from './stores/sql-live-events.js';
import { createLiveEventsService } from './services/live-events.js';
import { liveEventRoutes } from './routes/live-events.js';
import { createCodeGuesses } from './http/event-code-guesses.js';
import { createEventUploads } from './http/event-uploads.js';
import { openLiveHub } from './live/open-hub.js';
import { createShowConnections } from './live/show-connections.js';
import { showTopic } from './live/show-feed.js';
import { createHostConnections, hostTopic } from './live/host-connections.js';
import { liveHostRoutes } from './routes/live-host.js';
import { liveShowRoutes } from './routes/live-show.js';
import { registerWebSockets } from './http/websocket.js';
import { createRoomConnections } from './live/room-connections.js';
import { roomLiveRoutes } from './routes/room-live.js';
import { createLiveEventArchive } from './services/live-event-archive.js';
import { createSqlArchiveEntries } from './stores/sql-live-event-archive.js';
import { liveEventArchiveRoutes } from './routes/live-event-archive.js';
import { roomRoutes } from './routes/rooms.js';
import { ROOM_MAX_PEOPLE } from '../model/together.js';
import { createRoomsService, ROOM_PHOTOS_FOLDER } from './services/rooms.js';
import { createDocMergeRunner } from './services/doc-merge-runner.js';
import { createSqlRoomStore } from './stores/sql-rooms.js';

export interface BuildOptions {
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: { write(line: string): void };
  /** Draws link-preview cards (tests count the drawings); sharp's renderCard by default. */
  renderCard?: CardRenderer;
  /** The shared events' clock (tests move it); Date.now by default. */
  now?: () => number;
  /** Checks a video in a worker slot (tests hold checks); the worker threads by default. */
  checkVideoIn?: VideoCheckIn;
}

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const headers = securityHeaderValues(config);
  const app: FastifyInstance = Fastify({
    logger: {
      level: config.logLevel,
      // Logs are for operators, not for reading letters: no address, no URL (it holds letter
      // ids), no user agent, no header. Each request is logged once, by logRequests.
      serializers: { req: (request: { method?: string }) => ({ method: request.method }) },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    // Any malformed letter id reaches its schema and gets a 400 (not a 404, nor a static file
    // lookup): Node already refuses request heads over 16 KiB, so no parameter is longer.
    routerOptions: { maxParamLength: 16 * 1024 },
    return503OnClosing: true,
    requestTimeout: config.requestTimeoutMs,
    http: serverTimeouts(config.requestTimeoutMs),
    clientErrorHandler: createClientErrorHandler(headers, () => app.log),
    frameworkErrors: createFrameworkErrorHandler(headers),
  });
  logRequests(app);
  // First, so that an unreachable Redis stops the start before anything else is opened.
  const rateLimits = await registerRateLimits(app, config);
  await registerCompression(app);

  const db = await openDatabase(config, app.log);
  app.addHook('onClose', () => db.destroy());
  const letters = createSqlLetterStore(db);
  const pageViews = createSqlPageViewStore(db);
  const strips = createSqlStripRecords(db);
  // The bucket when S3_BUCKET is set (checked now: a bad one stops the start), else DATA_DIR.
  const files = await openBlobStore(config, [
    STRIPS_FOLDER,
    STICKERS_FOLDER,
    CARDS_FOLDER,
    VIDEOS_FOLDER,
    ROOM_PHOTOS_FOLDER,
  ]);
  app.addHook('onClose', () => files.close());
  const blobs = files.blobs;
  const stripFiles = createStripFiles(blobs, strips);
  const cardFiles = createCardFiles(blobs);
  const videoRecords = createSqlVideoRecords(db);
  const videoFiles = createVideoFiles({
    blobs,
    records: videoRecords,
    // A quota of its own, as large as the strips': a living strip's share holds both.
    maxUnclaimedBytes: config.maxUnclaimedStripBytes,
    freeBytes: files.freeBytes,
    minFreeBytes: config.minFreeDiskBytes,
  });
  const lettersService = createLettersService(letters, stripFiles, cardFiles, videoFiles, (name) =>
    liveEvents.stripDeleted(name),
  );
  // The live channel: in memory, or through Redis between instances (REDIS_URL).
  const liveHub = await openLiveHub(config.redis, app.log);
  app.addHook('onClose', () => liveHub.close());
  const liveEvents = createLiveEventsService({
    store: createSqlLiveEventStore(db),
    letters,
    strips: stripFiles,
    videos: videoFiles,
    cards: cardFiles,
    budgets: config.eventBudgets,
    maxStoredBytes: config.maxEventStoredBytes,
    ...(options.now ? { now: options.now } : {}),
    // Each committed feed row goes out to the event's screens; the service's `feedAfter` and
    // `eventStatus` are the show's other port.
    onFeed: (code, message) => void liveHub.publish(showTopic(code), message),
    // A guest's strip (waiting or shown) nudges the host pages to read their view again.
    onEntryAdded: (code) => void liveHub.publish(hostTopic(code), { type: 'changed' }),
  });
  const cards = createCardsService({ letters, blobs, render: options.renderCard ?? renderCard });
  const sweeper = createStripSweeper({
    strips,
    files: stripFiles,
    blobs,
    unusedMs: config.stripUnusedHours * 60 * 60 * 1000,
    maxUnclaimedBytes: config.maxUnclaimedStripBytes,
    log: app.log,
  });
  await startStripSweeps(app, sweeper);
  const videoSweeper = createVideoSweeper({
    records: videoRecords,
    files: videoFiles,
    blobs,
    unusedMs: config.stripUnusedHours * 60 * 60 * 1000,
    log: app.log,
  });
  await videoSweeper.sweepUnrecordedFiles();
  await startSweeps(app, 'video sweep failed', () => videoSweeper.sweep());
  await startSweeps(app, 'live event sweep failed', () => liveEvents.sweep());
  const stripUploads = createStripUploads({
    files: stripFiles,
    maxUnclaimedBytes: config.maxUnclaimedStripBytes,
    relievePressure: () => sweeper.relievePressure(),
    freeBytes: files.freeBytes,
    minFreeBytes: config.minFreeDiskBytes,
  });
  const stickers = createStickerFiles(blobs);
  const provider: DecorationProvider = config.ai.apiKey
    ? createOpenAiProvider(
        { ...config.ai, apiKey: config.ai.apiKey },
        stickers,
        async (theme) => (await keywordColour(theme)) ?? '#ffffff',
        app.log,
      )
    : createOfflineProvider(stickers);
  app.log.info({ provider: provider.kind }, 'AI decorations provider');
  const originWarning = publicUrlWarning(config);
  if (originWarning) app.log.warn(originWarning);

  useZodSchemas(app);
  app.setErrorHandler((error, request, reply) => {
    const answer = toErrorAnswer(error);
    const { status, body } = answer;
    const level = logLevelOf(answer);
    if (level === 'error') request.log.error({ err: error }, 'request failed');
    else request.log[level]({ code: body.code, status }, 'request refused');
    return reply.code(status).send(body);
  });

  // While stopping, tell keep-alive clients to hang up after their answer, and end the
  // connections that have nothing in flight, so that closing waits only for real work.
  let closing = false;
  const connections = trackConnections(app.server);
  app.addHook('preClose', async () => {
    closing = true;
    connections.closeFinished();
  });
  // A callback: it runs for every answer (see securityHeaders).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  securityHeaders(app, config);
  healthRoutes(app, [
    { name: 'database', ping: () => sql`select 1`.execute(db) },
    files.readiness,
    // Without Redis the limits fail open: the instance still serves (degraded, not 503).
    ...(rateLimits.kind === 'redis'
      ? [{ name: 'redis', ping: () => rateLimits.ping(), optional: true }]
      : []),
  ]);
  const filesService = createFilesService(blobs);
  fileRoutes(app, filesService, config.stripCacheSeconds);
  videoFileRoutes(app, filesService, deletableFileCacheControl(config.stripCacheSeconds));
  cardRoutes(app, cards, config.stripCacheSeconds);
  const codeGuesses = createCodeGuesses(
    rateLimits.windows,
    config.rateLimits.eventCodeMissesPerMinute,
  );
  const eventUploads = createEventUploads(liveEvents, codeGuesses);
  // Strips and videos share their places: together they hold at most UPLOADS_IN_FLIGHT bodies.
  const uploadPlaces = createUploadPlaces(
    config.uploadsInFlight,
    config.uploadsInFlightPerAddress,
    config.uploadsInFlightPerVenue,
  );
  await app.register(async (scope) =>
    stripRoutes(scope, config, stripUploads, eventUploads, uploadPlaces),
  );
  const videoChecks = createVideoChecks({
    workers: config.videoCheckWorkers,
    ...(options.checkVideoIn ? { checkIn: options.checkVideoIn } : {}),
  });
  app.addHook('onClose', () => videoChecks.close());
  await app.register(async (scope) =>
    videoRoutes(scope, config, videoFiles, uploadPlaces, videoChecks),
  );
  // Together mode (issue 29): rooms on the database, their photos under rooms/ in the blob
  // store; what changes goes out on the hub's topic `room:<id>` to the room's sockets.
  // The rooms' documents are merged in a worker, the rooms taking turns: never on this thread.
  const docMerger = createDocMergeRunner();
  app.addHook('onClose', () => docMerger.close());
  const rooms = createRoomsService({
    store: createSqlRoomStore(db),
    blobs,
    publish: (room, event) => liveHub.publish(`room:${room}`, event),
    freeBytes: files.freeBytes,
    minFreeBytes: config.minFreeDiskBytes,
    merger: docMerger,
    letterSender: (id, deleteToken) => lettersService.sender(id, deleteToken),
  });
  await startSweeps(app, 'room sweep failed', () =>
    rooms.sweep(new Date(options.now?.() ?? Date.now())),
  );
  // A room's photos have places of their own: its friends share one address at a party and send
  // at the same instant of the shared countdown (the strips' two per address answered the third
  // 503). Only a participant's token reaches them (checked before the body is read).
  const roomPhotoPlaces = createUploadPlaces(
    config.uploadsInFlight,
    Math.max(config.uploadsInFlightPerAddress, ROOM_MAX_PEOPLE),
  );
  await app.register(async (scope) => roomRoutes(scope, config, rooms, roomPhotoPlaces));
  letterRoutes(app, config, lettersService, eventUploads);
  liveEventRoutes(app, config, liveEvents, codeGuesses, rateLimits.windows);
  const screens = createShowConnections(config.live, liveEvents, liveHub, app.log);
  // Together mode's sockets, with the show's caps and bounds but counted apart: the room's
  // document, presence and countdown pass through the hub (live/room-connections.ts).
  const roomSockets = createRoomConnections(config.live, rooms, liveHub, app.log);
  // Once for the app, before the routes that upgrade: the show's screens and the rooms' phones.
  const hostPages = createHostConnections(
    config.live,
    (code, hostKey) => liveEvents.hostedEvent(code, hostKey),
    liveHub,
    app.log,
  );
  await registerWebSockets(app, [screens, roomSockets, hostPages]);
  await app.register(async (scope) => liveShowRoutes(scope, screens, liveEvents, codeGuesses));
  await app.register(async (scope) => liveHostRoutes(scope, hostPages, liveEvents, codeGuesses));
  await app.register(async (scope) => roomLiveRoutes(scope, roomSockets, rooms));
  liveEventArchiveRoutes(app, config, {
    events: liveEvents,
    guesses: codeGuesses,
    archive: createLiveEventArchive({
      entries: createSqlArchiveEntries(db),
      blobs,
      ...(options.now ? { now: options.now } : {}),
    }),
  });
  await app.register(async (scope) =>
    eventRoutes(scope, config, createPageViewsService(pageViews)),
  );
  aiRoutes(app, config, provider);
  await pageRoutes(app, config, lettersService);
  return app;
}

/**
 * Unused strips are removed at start (with files older than any record) and every hour after.
 * The start sweep is awaited, so a server that answers has no expired strip to show.
 */
async function startStripSweeps(app: FastifyInstance, sweeper: StripSweeper): Promise<void> {
  await sweeper.sweepUnrecordedFiles();
  await sweeper.sweep();
  const timer = setInterval(() => {
    sweeper.sweep().catch((error: unknown) => app.log.error({ err: error }, 'strip sweep failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Runs `sweep` now (awaited, as the strips' are) and every SWEEP_INTERVAL_MS after. */
async function startSweeps(
  app: FastifyInstance,
  failure: string,
  sweep: () => Promise<unknown>,
): Promise<void> {
  await sweep();
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.error({ err: error }, failure));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
