/** Logs are for operators: they never hold what would let someone read or delete a letter. */
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { makePng, startTestApp } from '../../test-app.js';

/** The visitor's own address: not loopback, which the app's Redis and bucket may use. */
const VISITOR = '192.0.2.45';

describe('request logs', () => {
  it('hold method, route pattern, status, time and request id, and nothing of the visitor', async () => {
    const lines: string[] = [];
    const t = await startTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const headers = {
        'user-agent': 'SecretBrowser/1.0',
        'x-forwarded-for': '203.0.113.99',
        cookie: 'session=abc',
      };
      const send = (request: InjectOptions) =>
        t.app.inject({
          ...request,
          remoteAddress: VISITOR,
          headers: { ...headers, ...request.headers },
        });
      const upload = await send({
        method: 'POST',
        url: '/api/strips',
        headers: { 'content-type': 'image/png' },
        payload: await makePng(),
      });
      const { publicUrl, claimToken } = upload.json<{ publicUrl: string; claimToken: string }>();
      const letter = await send({
        method: 'POST',
        url: '/api/letters',
        payload: { message: 'A private message', image_url: publicUrl, strip_claim: claimToken },
      });
      const { id, deleteToken } = letter.json() as { id: string; deleteToken: string };
      await send({ method: 'GET', url: `/final-letter?id=${id}` });
      await send({ method: 'GET', url: `/api/letters/${id}` });
      await send({ method: 'GET', url: new URL(publicUrl).pathname });
      await send({
        method: 'DELETE',
        url: `/api/letters/${id}`,
        headers: { authorization: `Bearer ${deleteToken}` },
      });
      // A refused request too.
      await send({ method: 'GET', url: `/api/letters/${id}` });

      const log = lines.join('');
      const stripName = new URL(publicUrl).pathname.split('/').pop()!;
      for (const secret of [
        id,
        deleteToken,
        claimToken,
        stripName,
        VISITOR,
        '203.0.113.99',
        'SecretBrowser',
        'session=abc',
        'A private message',
        'id=',
      ]) {
        expect(log, secret).not.toContain(secret);
      }
      const done = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === 'request done');
      expect(done.map((entry) => `${entry.method} ${entry.route} ${entry.status}`)).toEqual([
        'POST /api/strips 201',
        'POST /api/letters 201',
        'GET /final-letter 200',
        'GET /api/letters/:id 200',
        'GET /strips/:name 200',
        'DELETE /api/letters/:id 204',
        'GET /api/letters/:id 410',
      ]);
      for (const entry of done) {
        expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
        expect(typeof entry.ms).toBe('number');
      }
    } finally {
      await t.close();
    }
  });
});
