import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy, TRUST_EVERYTHING_MESSAGE } from './trust-proxy.js';

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
    expect(parseTrustProxy('::1,fd12:3456::/32,loopback,uniquelocal')).toEqual({
      ok: true,
      value: ['::1', 'fd12:3456::/32', 'loopback', 'uniquelocal'],
    });
    // The narrowest ranges allowed: an IPv4 /8, an IPv6 /32, an IPv4-mapped /104 (a /8 too).
    for (const range of ['10.0.0.0/8', '2001:db8::/32', '::ffff:10.0.0.0/104', 'fe80::%eth0/64']) {
      expect(parseTrustProxy(range), range).toEqual({ ok: true, value: [range] });
    }
  });

  it('refuses "trust everything" with a message saying what to give instead', () => {
    expect(parseTrustProxy('true')).toEqual({ ok: false, message: TRUST_EVERYTHING_MESSAGE });
    expect(TRUST_EVERYTHING_MESSAGE).toMatch(/number of reverse proxies/);
  });

  it('refuses ranges wider than a proxy network, which would trust (nearly) everyone', () => {
    for (const [value, wide, rule] of [
      ['0.0.0.0/1,128.0.0.0/1', '0.0.0.0/1', 'an IPv4 range must be /8 or narrower'],
      ['0.0.0.0/0', '0.0.0.0/0', 'an IPv4 range must be /8 or narrower'],
      ['127.0.0.1, 10.0.0.0/7', '10.0.0.0/7', 'an IPv4 range must be /8 or narrower'],
      ['::/0', '::/0', 'an IPv6 range must be /32 or narrower'],
      ['::1,fd00::/8', 'fd00::/8', 'an IPv6 range must be /32 or narrower'],
      ['2000::/3', '2000::/3', 'an IPv6 range must be /32 or narrower'],
      // Every IPv4 client, written as IPv6.
      ['::ffff:0.0.0.0/96', '::ffff:0.0.0.0/96', 'an IPv4-mapped (::ffff:…) range must be /104'],
      [
        '0:0:0:0:0:ffff:0:0/97',
        '0:0:0:0:0:ffff:0:0/97',
        'an IPv4-mapped (::ffff:…) range must be /104',
      ],
    ] as const) {
      const parsed = parseTrustProxy(value);
      expect(parsed.ok, value).toBe(false);
      if (!parsed.ok) {
        expect(parsed.message, value).toContain(`"${wide}" is too wide: ${rule}`);
        expect(parsed.message, value).toMatch(/hop count$/);
      }
    }
  });

  it('gives Fastify only what it compiles: every accepted list starts an app', async () => {
    for (const value of ['10.0.0.0/8', '::ffff:10.0.0.0/104', 'fe80::%eth0/64', '127.0.0.1,::1']) {
      const parsed = parseTrustProxy(value);
      if (!parsed.ok) throw new Error(parsed.message);
      const app = Fastify({ trustProxy: fastifyTrustProxy(parsed.value) });
      await app.close();
    }
    // What the check stops: proxy-addr throws a TypeError, a stack trace instead of a message.
    expect(() => Fastify({ trustProxy: ['0.0.0.0/0'] })).toThrow(TypeError);
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
