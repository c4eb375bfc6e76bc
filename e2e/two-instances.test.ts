/**
 * Two instances of the built server as one service, on the same PostgreSQL, bucket (s3rver)
 * and Redis: what one stores the other serves, a visitor's AI budget is one across both, and
 * each instance's readiness names a backend it has lost, while its calls answer 503 and leave
 * nothing half-written. Each backend is reached through a TCP link the test can cut, so a
 * backend "stops" for these instances only.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { freshRequest } from './support/fresh-request.js';
import type { RunningServer } from './support/server.js';
import { twoInstancesRedis, useTwoInstances } from './support/two-instances.js';

const SUITE = 'two instances on PostgreSQL, S3 and Redis';
const redisUrl = await twoInstancesRedis(SUITE);

describe.runIf(redisUrl !== undefined)(SUITE, () => {
  const instances = useTwoInstances(redisUrl!, { RATE_LIMIT_AI: '3' });
  const { links } = instances;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(() => {
    ({ a, b } = instances);
  });

  const png = () =>
    sharp({ create: { width: 30, height: 90, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();

  async function upload(server: RunningServer): Promise<Response> {
    return fetch(`${server.url}/api/strips`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(await png()),
    });
  }

  /** A letter with the strip at `imageUrl`, sent with its upload's claim token. */
  const postLetter = (server: RunningServer, imageUrl: string, claim: string) =>
    fetch(`${server.url}/api/letters`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'From A, read on B',
        image_url: imageUrl,
        strip_claim: claim,
      }),
    });
  type Uploaded = { publicUrl: string; claimToken: string };

  /** A's strip address, as B would hand it out (no PUBLIC_URL: each answers its own origin). */
  const onB = (address: string) => `${b.url}${new URL(address).pathname}`;

  it('serves through B a strip uploaded through A', async () => {
    const uploaded = await upload(a);
    expect(uploaded.status).toBe(201);
    const { publicUrl } = (await uploaded.json()) as { publicUrl: string };
    const fromA = await fetch(publicUrl);
    const fromB = await fetch(onB(publicUrl));
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
  });

  it('reads and deletes through B a letter written through A', async () => {
    const { publicUrl, claimToken } = (await (await upload(a)).json()) as Uploaded;
    const created = await postLetter(a, publicUrl, claimToken);
    expect(created.status).toBe(201);
    const { id, deleteToken } = (await created.json()) as { id: string; deleteToken: string };

    const read = await fetch(`${b.url}/api/letters/${id}`);
    expect(read.status).toBe(200);
    const webp = (address: string) => address.replace(/\.png$/, '.webp');
    expect(await read.json()).toEqual({
      message: 'From A, read on B',
      image_url: onB(publicUrl),
      image_width: 30,
      image_height: 90,
      display_url: onB(webp(publicUrl)),
    });
    // A's display copy, served by B.
    expect((await fetch(onB(webp(publicUrl)))).headers.get('content-type')).toBe('image/webp');
    // The strip is A's letter's: B refuses a second letter with it too.
    expect((await postLetter(b, onB(publicUrl), claimToken)).status).toBe(409);

    const deleted = await fetch(`${b.url}/api/letters/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${deleteToken}` },
    });
    expect(deleted.status).toBe(204);
    expect((await fetch(`${a.url}/api/letters/${id}`)).status).toBe(410);
    expect((await fetch(publicUrl)).status).toBe(404);
    expect((await fetch(onB(publicUrl))).status).toBe(404);
    expect((await fetch(onB(webp(publicUrl)))).status).toBe(404);
  });

  it('counts one AI budget across both instances', async () => {
    const ask = (server: RunningServer) =>
      fetch(`${server.url}/api/ai/decorations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ theme: 'beach party' }),
      });
    const statuses = [];
    for (const server of [a, b, a, b, a]) statuses.push((await ask(server)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('names a lost backend in /readyz (Redis as degraded), answers 503 unavailable, writes nothing half', async () => {
    // What the servers said, should this fail: a crash would show here.
    onTestFailed(() => console.log(`--- A ---\n${a.output()}\n--- B ---\n${b.output()}`));
    const ready = async (server: RunningServer) => {
      const response = await freshRequest(`${server.url}/readyz`);
      return {
        status: response.status,
        body: response.json() as { status: string; failing?: string[]; degraded?: string[] },
      };
    };
    const freshUpload = async (server: RunningServer) =>
      freshRequest(`${server.url}/api/strips`, {
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: await png(),
      });
    const freshLetter = (server: RunningServer, { publicUrl, claimToken }: Uploaded) =>
      freshRequest(`${server.url}/api/letters`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          message: 'From A, read on B',
          image_url: publicUrl,
          strip_claim: claimToken,
        }),
      });
    expect((await ready(a)).status).toBe(200);
    expect((await ready(b)).status).toBe(200);

    // The bucket: an upload is refused with 503 and leaves no record behind.
    await links.bucket.cut();
    expect(await ready(a)).toMatchObject({ status: 503, body: { failing: ['bucket'] } });
    const refusedUpload = await freshUpload(a);
    expect(refusedUpload.status).toBe(503);
    expect(refusedUpload.json()).toMatchObject({ code: 'unavailable' });
    await links.bucket.mend();
    expect((await ready(a)).status).toBe(200);

    // The database: a letter is refused with 503, and its strip stays free for a later one.
    const uploaded = (await freshUpload(a)).json() as Uploaded;
    await links.database.cut();
    expect(await ready(b)).toMatchObject({ status: 503, body: { failing: ['database'] } });
    const refusedLetter = await freshLetter(a, uploaded);
    expect(refusedLetter.status).toBe(503);
    expect(refusedLetter.json()).toMatchObject({ code: 'unavailable' });
    await links.database.mend();
    await expect.poll(async () => (await ready(a)).status, { timeout: 10_000 }).toBe(200);
    expect((await freshLetter(a, uploaded)).status).toBe(201);

    // Redis: readiness names it and stays 200 (degraded): visitors are still served (the
    // limits fail open), so a proxy keeps both instances.
    await links.redis.cut();
    expect(await ready(a)).toMatchObject({
      status: 200,
      body: { status: 'degraded', degraded: ['redis'] },
    });
    expect((await freshUpload(b)).status).toBe(201);
    await links.redis.mend();
    await expect.poll(async () => (await ready(a)).body.status, { timeout: 10_000 }).toBe('ready');
  });
});
