import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../stores/blobs.js';
import type { LetterStore } from '../stores/letters.js';

/** GET /healthz: 200 when the letter store and the file store answer. */
export function healthRoutes(app: FastifyInstance, letters: LetterStore, blobs: BlobStore): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      await Promise.all([letters.get('healthcheck-probe'), blobs.exists('strips/healthcheck')]);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply
        .code(503)
        .send({ error: 'The server cannot reach its storage.', code: 'unavailable' });
    }
  });
}
