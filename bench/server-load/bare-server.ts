/**
 * The baseline of the server-load bench: a bare Fastify answering the same route shapes as
 * Postbooth and nothing else (no logging, hooks, rate limits, stores). Run as a process of its
 * own, like the real server: `node --import tsx bare-server.ts <page.html>`; it prints
 * `bare ready on http://127.0.0.1:<port>` once it listens, and stops on SIGTERM.
 *
 *   POST /api/letters   parses the JSON body, answers 201 { id, deleteToken } (22 and 43
 *                       base64url characters, as ours)
 *   GET /final-letter   answers the page file it is given (the built index.html, or a letter's
 *                       page as ours sends it), as text/html; charset=utf-8
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const indexFile = process.argv[2];
if (!indexFile) throw new Error('usage: bare-server.ts <path of dist/web/index.html>');
const html = await readFile(indexFile, 'utf8');

const app = Fastify({ logger: false });

app.post<{ Body: { message?: unknown; image_url?: unknown } | null }>(
  '/api/letters',
  async (request, reply) => {
    const body = request.body;
    if (typeof body?.message !== 'string' || typeof body.image_url !== 'string') {
      return reply.code(400).send({ error: 'Send a message and an image_url.', code: 'invalid' });
    }
    return reply.code(201).send({
      id: randomBytes(16).toString('base64url'),
      deleteToken: randomBytes(32).toString('base64url'),
    });
  },
);

app.get('/final-letter', (_request, reply) =>
  reply.code(200).type('text/html; charset=utf-8').send(html),
);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`bare ready on ${address}`);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
