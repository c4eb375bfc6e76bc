/** With REDIS_URL, instances share one budget per route and visitor; prefixes keep apart. */
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.js';
import { startTestApp } from '../test-app.js';
import { deleteRedisKeys, findTestRedis, randomRedisPrefix } from '../redis.js';

const redisUrl = await findTestRedis(
  'rate limits shared across instances (rate-limits-shared.test.ts)',
);

describe.skipIf(!redisUrl)('rate limits shared across instances through Redis', () => {
  const url = redisUrl ?? '';
  const apps: TestApp[] = [];
  const prefixes: string[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await Promise.all(prefixes.splice(0).map((prefix) => deleteRedisKeys(url, prefix)));
  });

  async function instance(prefix: string): Promise<TestApp> {
    if (!prefixes.includes(prefix)) prefixes.push(prefix);
    const app = await startTestApp({
      REDIS_URL: url,
      REDIS_PREFIX: prefix,
      RATE_LIMIT_EVENTS: '3',
    });
    apps.push(app);
    return app;
  }

  const postEvent = async (t: TestApp) =>
    (await t.app.inject({ method: 'POST', url: '/api/events', payload: { path: '/' } })).statusCode;

  it('one budget: 3 accepted in total across two instances, then 429 on either', async () => {
    const prefix = randomRedisPrefix();
    const [a, b] = [await instance(prefix), await instance(prefix)];
    const answers = [];
    for (const t of [a, b, a, b, a, b]) answers.push(await postEvent(t));
    expect(answers).toEqual([204, 204, 204, 429, 429, 429]);
  });

  it('instances under different prefixes count apart', async () => {
    const [a, b] = [await instance(randomRedisPrefix()), await instance(randomRedisPrefix())];
    const answers = [];
    for (const t of [a, b, a, b, a, b, a, b]) answers.push(await postEvent(t));
    expect(answers).toEqual([204, 204, 204, 204, 204, 204, 429, 429]);
  });
});
