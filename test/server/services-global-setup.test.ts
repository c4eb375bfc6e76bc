import { describe, expect, it } from 'vitest';
import { decideServicesRun } from './services-global-setup.js';

const FILES = ['test/server/app/answers.test.ts', 'test/server/app/routes/letters.test.ts'];
const NO_POSTGRES = {
  problem: 'POSTBOOTH_TEST_POSTGRES_URL: cannot connect to 127.0.0.1:5432 (ECONNREFUSED)',
  howToRun: 'start PostgreSQL (for example: pg_ctlcluster 15 main start).',
};
const NO_REDIS = {
  problem: 'no Redis at redis://127.0.0.1:6379 (connect ECONNREFUSED 127.0.0.1:6379)',
  howToRun: 'start Redis (for example: redis-server --port 6379).',
};

describe('decideServicesRun', () => {
  it('runs the suite when every service answers', () => {
    expect(decideServicesRun('server-on-services', FILES, [], false)).toEqual({ run: true });
    expect(decideServicesRun('server-on-services', FILES, [], true)).toEqual({ run: true });
  });

  it('skips it on a developer machine, naming the files, the services and how to run it', () => {
    const decision = decideServicesRun('server-on-services', FILES, [NO_POSTGRES, NO_REDIS], false);
    expect(decision).toEqual({ run: false, notice: expect.any(String) });
    const notice = 'notice' in decision ? decision.notice : '';
    expect(notice).toContain('did not run (project server-on-services, 2 files: ');
    expect(notice).toContain(FILES.join(', '));
    for (const text of [NO_POSTGRES.problem, NO_REDIS.problem, 'pg_ctlcluster', 'redis-server']) {
      expect(notice).toContain(text);
    }
    expect(notice).toMatch(/npx vitest run --project server-on-services$/);
  });

  it('fails with CI=true, naming the missing service and how to start it', () => {
    const decision = decideServicesRun('server-on-services', FILES, [NO_REDIS], true);
    expect(decision).toEqual({ run: false, failure: expect.any(String) });
    const failure = 'failure' in decision ? decision.failure : '';
    expect(failure).toMatch(/needs its services with CI=true: no Redis at redis:\/\/127\.0\.0\.1/);
    expect(failure).toContain('redis-server --port 6379');
    expect(failure).not.toContain('pg_ctlcluster');
  });
});
