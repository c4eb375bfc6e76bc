import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../../src/model/api.js';
import { startTestApp, type TestApp } from '../../test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const METHODS: HTTPMethods[] = ['GET', 'POST', 'DELETE'];

describe('the API table', () => {
  it('names only routes the server registers', () => {
    for (const url of Object.values(apiPaths)) {
      const registered = METHODS.some((method) => t.app.hasRoute({ method, url }));
      expect(registered, url).toBe(true);
    }
  });
});
