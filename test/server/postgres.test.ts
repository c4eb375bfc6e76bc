import { describe, expect, it } from 'vitest';
import { decidePostgresSuites, DEFAULT_TEST_POSTGRES_URL, testPostgresUrl } from './postgres.js';

const UNREACHABLE = 'POSTBOOTH_TEST_POSTGRES_URL: cannot connect to 127.0.0.1:5432 (ECONNREFUSED)';

describe('decidePostgresSuites', () => {
  it('runs the suites when PostgreSQL answers', () => {
    expect(decidePostgresSuites('letters', undefined, false)).toEqual({ run: true });
    expect(decidePostgresSuites('letters', undefined, true)).toEqual({ run: true });
  });

  it('skips them on a developer machine with a note naming them and how to run them', () => {
    const decision = decidePostgresSuites('letter store on PostgreSQL', UNREACHABLE, false);
    expect(decision).toEqual({ run: false, notice: expect.any(String) });
    const notice = 'notice' in decision ? decision.notice : '';
    expect(notice).toContain('PostgreSQL suites did not run (letter store on PostgreSQL)');
    expect(notice).toContain('ECONNREFUSED');
    expect(notice).toContain('set POSTBOOTH_TEST_POSTGRES_URL');
  });

  it('fails with CI=true, saying how to start PostgreSQL', () => {
    const decision = decidePostgresSuites('letters', UNREACHABLE, true);
    expect(decision).toEqual({ run: false, failure: expect.any(String) });
    const failure = 'failure' in decision ? decision.failure : '';
    expect(failure).toMatch(/^PostgreSQL is required with CI=true: .*ECONNREFUSED/);
    expect(failure).toContain('pg_ctlcluster');
  });
});

describe('testPostgresUrl', () => {
  it('defaults to the local test database, and follows the variable', () => {
    expect(testPostgresUrl({})).toBe(DEFAULT_TEST_POSTGRES_URL);
    expect(testPostgresUrl({ POSTBOOTH_TEST_POSTGRES_URL: 'postgres://ci@db/t' })).toBe(
      'postgres://ci@db/t',
    );
  });
});
