import { describe, expect, it } from 'vitest';
import { parseDatabaseUrl, redactDatabaseUrl } from './database-url.js';

describe('parseDatabaseUrl', () => {
  it.each([
    'postgres://app:pw@db.internal:5432/postbooth',
    'postgresql://db.internal/postbooth?sslmode=require',
    'postgres:///postbooth?host=/run/postgresql',
  ])('takes %s', (value) => {
    expect(parseDatabaseUrl(value)).toEqual({ ok: true, url: value });
  });

  it.each(['mysql://db/postbooth', 'sqlite:./data/db.sqlite', 'db.internal:5432', 'postgres'])(
    'refuses %s, saying what it takes',
    (value) => {
      expect(parseDatabaseUrl(value)).toEqual({
        ok: false,
        message: expect.stringMatching(/postgres:\/\/ or postgresql:\/\//),
      });
    },
  );
});

describe('redactDatabaseUrl', () => {
  it('hides the password and keeps the rest', () => {
    expect(redactDatabaseUrl('mysql://app:s3cret@db/x')).toBe('mysql://app:***@db/x');
  });

  it('shows nothing of an address it cannot parse', () => {
    expect(redactDatabaseUrl('postgres://db:port/x')).toBeUndefined();
  });

  it('shows nothing of an address whose password it cannot find', () => {
    expect(redactDatabaseUrl('app:s3cret@db')).toBeUndefined();
  });

  it('shows an address without credentials as it is', () => {
    expect(redactDatabaseUrl('mysql://db/x')).toBe('mysql://db/x');
  });
});
