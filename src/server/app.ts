/**
 * buildApp(config): the one place that wires stores, providers and routes.
 * Tests call it with their own config and talk to it with `inject`.
 */
import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createOfflineProvider, keywordColour } from './ai/offline.js';
import { createOpenAiProvider } from './ai/openai.js';
import type { DecorationProvider } from './ai/provider.js';
import { createStickerFiles } from './ai/sticker-files.js';
import type { AppConfig } from './config.js';
import { HttpError, toErrorAnswer } from './errors.js';
import { aiRoutes } from './routes/ai.js';
import { eventRoutes } from './routes/events.js';
import { fileRoutes } from './routes/files.js';
import { healthRoutes } from './routes/health.js';
import { letterRoutes } from './routes/letters.js';
import { pageRoutes } from './routes/pages.js';
import { stripRoutes } from './routes/strips.js';
import { securityHeaders } from './security.js';
import { createDiskBlobStore } from './stores/disk-blobs.js';
import { createSqlLetterStore } from './stores/sql-letters.js';
import { createSqlPageViewStore } from './stores/sql-page-views.js';
import { openSqliteDatabase, sqliteFile } from './stores/sqlite-database.js';

export interface BuildOptions {
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: { write(line: string): void };
}

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });

  const db = await openSqliteDatabase(sqliteFile(config.dataDir));
  app.addHook('onClose', () => db.destroy());
  const letters = createSqlLetterStore(db);
  const pageViews = createSqlPageViewStore(db);
  const blobs = createDiskBlobStore(config.dataDir);
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

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorAnswer(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    return reply.code(status).send(body);
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        'rate_limited',
        `Too many requests. Please wait ${context.after} and try again.`,
      ),
  });

  // While stopping, tell keep-alive clients to hang up after their answer, so that
  // closing does not wait for idle connections to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  securityHeaders(app, config);
  healthRoutes(app, letters, blobs);
  fileRoutes(app, blobs);
  await app.register(async (scope) => stripRoutes(scope, config, blobs));
  letterRoutes(app, config, letters, blobs);
  await app.register(async (scope) => eventRoutes(scope, config, pageViews));
  aiRoutes(app, config, provider);
  await pageRoutes(app, config, letters);
  return app;
}
