import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test-app.js';
import { failingChecks, readinessAnswer } from '../../../../src/server/routes/health.js';

describe('failingChecks', () => {
  it('names the checks that fail or do not answer in time', async () => {
    const checks = [
      { name: 'database', ping: async () => 'ok' },
      { name: 'bucket', ping: () => Promise.reject(new Error('down')) },
      { name: 'redis', ping: () => new Promise(() => undefined) },
    ];
    // The ping that never answers ends only by the 100 ms limit: without it, this never settles.
    expect(await failingChecks(checks, 100)).toEqual(['bucket', 'redis']);
  });
});

describe('readinessAnswer', () => {
  const checks = [
    { name: 'database', ping: async () => 'ok' },
    { name: 'disk', ping: async () => 'ok' },
    { name: 'redis', ping: async () => 'ok', optional: true },
  ];

  it('is ready when nothing fails', () => {
    expect(readinessAnswer(checks, [])).toEqual({ statusCode: 200, body: { status: 'ready' } });
  });

  it('stays 200, degraded, when only an optional backend (Redis) is down', () => {
    expect(readinessAnswer(checks, ['redis'])).toEqual({
      statusCode: 200,
      body: { status: 'degraded', degraded: ['redis'] },
    });
  });

  it('is 503 when the database or the files are down, naming Redis apart', () => {
    expect(readinessAnswer(checks, ['disk'])).toEqual({
      statusCode: 503,
      body: {
        status: 'unavailable',
        failing: ['disk'],
        error: 'Not ready: disk cannot be reached.',
        code: 'unavailable',
      },
    });
    expect(readinessAnswer(checks, ['database', 'redis']).body).toMatchObject({
      status: 'unavailable',
      failing: ['database'],
      degraded: ['redis'],
    });
  });
});

// Readiness once the store is gone: data-files.test.ts (DATA_DIR), s3-storage.test.ts (bucket).
describe('/healthz and /readyz', () => {
  it('answer ok and ready', async () => {
    const t = await startTestApp();
    try {
      const live = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    } finally {
      await t.close();
    }
  });
});
