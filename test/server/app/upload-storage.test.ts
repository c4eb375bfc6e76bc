/**
 * Room for uploads: the strips no letter claimed have a quota of bytes
 * (UNCLAIMED_STRIPS_MAX_MB), and the disk a floor of free space (DISK_FREE_MIN_MB); past
 * either an upload is refused in our shape with nothing written. The quota's sum on PostgreSQL
 * is the strip records' contract (test/server/contracts/sql-strips.test.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createLetter, keepClaim, startTestApp } from '../test-app.js';
import type { TestApp } from '../test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A PNG of noise, which no encoder can make small: about 0.7 MiB. */
function noisePng(seedColour: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 480,
      height: 500,
      channels: 3,
      background: { r: seedColour, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
}

const upload = (app: TestApp['app'], png: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/strips',
    headers: { 'content-type': 'image/png' },
    payload: png,
  });

/** The strip files on disk. */
async function filesOnDisk(test: TestApp): Promise<string[]> {
  return (await fs.readdir(path.join(test.dataDir, 'strips'))).sort();
}

describe('room for uploads', () => {
  it('answers 507 storage_full once unclaimed strips fill their quota, until a letter claims one', async () => {
    const lines: string[] = [];
    t = await startTestApp(
      { UNCLAIMED_STRIPS_MAX_MB: '1', LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    const first = await upload(t.app, await noisePng(1));
    expect(first.statusCode).toBe(201);
    const before = await filesOnDisk(t);

    const second = await noisePng(2);
    const refused = await upload(t.app, second);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ error: expect.any(String), code: 'storage_full' });
    // Nothing of it was written.
    expect(await filesOnDisk(t)).toEqual(before);
    // Logged for the operator, once, without a stack.
    const logged = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; code?: string })
      .filter((line) => line.code === 'storage_full');
    expect(logged).toEqual([expect.objectContaining({ level: 40, msg: 'request refused' })]);
    expect(lines.join('')).not.toContain('"stack"');

    // A strip a letter claimed no longer counts: there is room again.
    const { publicUrl } = keepClaim(first.json<{ publicUrl: string; claimToken: string }>());
    await createLetter(t.app, publicUrl);
    expect((await upload(t.app, second)).statusCode).toBe(201);
  });

  // A bucket has no floor: test/server/wiring/app-on-services.test.ts.
  it('answers 503 storage_full below DISK_FREE_MIN_MB on disk, writing nothing', async () => {
    // More than any disk of this machine has free.
    t = await startTestApp({ DISK_FREE_MIN_MB: '100000000' });
    const answer = await upload(t.app, await noisePng(3));
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ error: expect.any(String), code: 'storage_full' });
    expect(await filesOnDisk(t)).toEqual([]);
  });
});
