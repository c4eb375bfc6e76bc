import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { describeConnectFailure } from './postgres-errors.js';

const URL_WITH_PASSWORD = 'postgres://app:s3cret@db.internal:5432/postbooth';

/** An error as `pg` reports what the server answered. */
function serverError(message: string, code: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

/** An error as Node reports a failed connection. */
function networkError(code: string, message = `connect ${code}`): Error {
  return Object.assign(new Error(message), { code });
}

describe('describeConnectFailure', () => {
  it('names a network failure by its code', () => {
    expect(describeConnectFailure(networkError('ECONNREFUSED'), URL_WITH_PASSWORD)).toBe(
      'DATABASE_URL: cannot connect to db.internal:5432 (ECONNREFUSED)',
    );
  });

  it('reads the code of an AggregateError (IPv6 then IPv4), whose message is empty', () => {
    const error = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' });
    expect(describeConnectFailure(error, URL_WITH_PASSWORD)).toBe(
      'DATABASE_URL: cannot connect to db.internal:5432 (ECONNREFUSED)',
    );
  });

  it('gives the first line of a driver error without a code', () => {
    const error = new Error('Connection terminated due to connection timeout\nmore');
    expect(describeConnectFailure(error, URL_WITH_PASSWORD)).toBe(
      'DATABASE_URL: cannot connect to db.internal:5432 (Connection terminated due to connection timeout)',
    );
  });

  it("quotes the server's refusal and its SQLSTATE", () => {
    const error = serverError('password authentication failed for user "app"', '28P01');
    expect(describeConnectFailure(error, URL_WITH_PASSWORD)).toBe(
      'DATABASE_URL: db.internal:5432 refused the connection: password authentication failed for user "app" (28P01)',
    );
  });

  it('never repeats the password, even when an error quotes it', () => {
    const error = networkError('', 'could not use s3cret');
    const line = describeConnectFailure(error, URL_WITH_PASSWORD);
    expect(line).not.toContain('s3cret');
    expect(line).toBe('DATABASE_URL: cannot connect to db.internal:5432 (could not use ***)');
  });

  it('names the variable the address came from', () => {
    expect(
      describeConnectFailure(networkError('ENOTFOUND'), URL_WITH_PASSWORD, 'POSTBOOTH_TEST_URL'),
    ).toBe('POSTBOOTH_TEST_URL: cannot connect to db.internal:5432 (ENOTFOUND)');
  });
});

describe('where it tried', () => {
  /** The place describeConnectFailure names for this address. */
  const target = (url: string) =>
    describeConnectFailure(networkError('ECONNREFUSED'), url).replace(
      /^DATABASE_URL: cannot connect to (.*) \(ECONNREFUSED\)$/,
      '$1',
    );

  it('is host and port, without user or password', () => {
    expect(target('postgres://app:s3cret@db.internal:6543/x')).toBe('db.internal:6543');
  });

  it('uses the default port', () => {
    expect(target('postgresql://db.internal/x')).toBe('db.internal:5432');
  });

  it('names the socket folder of an address without a host', () => {
    expect(target('postgres:///x?host=/run/postgresql')).toBe('/run/postgresql:5432');
  });
});
