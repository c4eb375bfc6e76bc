import { describe, expect, it } from 'vitest';
import { isBackendUnavailable } from './backend-errors.js';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('isBackendUnavailable', () => {
  it('knows a backend that cannot be reached', () => {
    expect(isBackendUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isBackendUnavailable(withCode('SQLITE_BUSY'))).toBe(true);
    expect(isBackendUnavailable(withCode('08006'))).toBe(true);
    expect(isBackendUnavailable(withCode('57P01'))).toBe(true);
    expect(isBackendUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isBackendUnavailable(Object.assign(new Error('s3'), { $metadata: { httpStatusCode: 503 } })),
    ).toBe(true);
    expect(isBackendUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isBackendUnavailable(new Error('wrapped', { cause: withCode('ETIMEDOUT') }))).toBe(true);
  });

  it('leaves our own bugs and refusals alone', () => {
    expect(isBackendUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isBackendUnavailable(withCode('23505'))).toBe(false); // unique violation
    expect(isBackendUnavailable(withCode('ENOENT'))).toBe(false);
    expect(
      isBackendUnavailable(Object.assign(new Error('s3'), { $metadata: { httpStatusCode: 404 } })),
    ).toBe(false);
    expect(isBackendUnavailable('ECONNREFUSED')).toBe(false);
    expect(isBackendUnavailable(null)).toBe(false);
  });
});
