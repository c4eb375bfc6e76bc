import { describe, expect, it } from 'vitest';
import { parseTrustProxy, TRUST_EVERYTHING_MESSAGE } from './trust-proxy.js';

describe('parseTrustProxy', () => {
  it('reads false, hop counts and address lists', () => {
    expect(parseTrustProxy('false')).toEqual({ ok: true, value: false });
    expect(parseTrustProxy('0')).toEqual({ ok: true, value: false });
    expect(parseTrustProxy('1')).toEqual({ ok: true, value: 1 });
    expect(parseTrustProxy('2')).toEqual({ ok: true, value: 2 });
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual({
      ok: true,
      value: ['127.0.0.1', '10.0.0.0/8'],
    });
    expect(parseTrustProxy('::1,fd00::/8,loopback')).toEqual({
      ok: true,
      value: ['::1', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses "trust everything" with a message saying what to give instead', () => {
    expect(parseTrustProxy('true')).toEqual({ ok: false, message: TRUST_EVERYTHING_MESSAGE });
    expect(TRUST_EVERYTHING_MESSAGE).toMatch(/number of reverse proxies/);
  });

  it('refuses what is neither a count nor an address', () => {
    for (const value of [
      'maybe',
      '11',
      '10.0.0.0/33',
      '::1/129',
      '1.2.3',
      '10.0.0.0/8/1',
      'a,b',
      '*',
    ]) {
      expect(parseTrustProxy(value).ok, value).toBe(false);
    }
  });
});
