import { describe, expect, it } from 'vitest';
import { inVenue, parseVenueRanges } from './venue-ranges.js';

describe('venue ranges', () => {
  it('takes addresses and ranges as address/prefix; an IPv6 address stands for its /64', () => {
    expect(
      parseVenueRanges(['203.0.113.7', ' 198.51.100.0/24 ', '2001:DB8:1::/48', '2001:db8::5']),
    ).toEqual({
      ok: true,
      ranges: ['203.0.113.7/32', '198.51.100.0/24', '2001:db8:1::/48', '2001:db8::5/64'],
    });
    expect(parseVenueRanges(['203.0.113.7', '203.0.113.7/32'])).toEqual({
      ok: true,
      ranges: ['203.0.113.7/32'],
    });
  });

  it('refuses what is no address, and ranges wider than a venue', () => {
    for (const bad of [
      'venue',
      '203.0.113.7/33',
      '203.0.113.7/x',
      '1.2.3.4/8/9',
      '::ffff:1.2.3.4',
    ]) {
      expect(parseVenueRanges([bad]).ok).toBe(false);
    }
    expect(parseVenueRanges(['0.0.0.0/0'])).toMatchObject({ ok: false });
    expect(parseVenueRanges(['10.0.0.0/15'])).toMatchObject({ ok: false });
    expect(parseVenueRanges(['10.0.0.0/16']).ok).toBe(true);
    expect(parseVenueRanges(['2001:db8::/47']).ok).toBe(false);
  });

  it('matches visitors inside the ranges only, IPv4 also as ::ffff:a.b.c.d', () => {
    const parsed = parseVenueRanges(['198.51.100.0/24', '2001:db8::5']);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(inVenue('198.51.100.77', parsed.ranges)).toBe(true);
    expect(inVenue('::ffff:198.51.100.77', parsed.ranges)).toBe(true);
    expect(inVenue('198.51.101.1', parsed.ranges)).toBe(false);
    expect(inVenue('2001:db8::abcd', parsed.ranges)).toBe(true);
    expect(inVenue('2001:db8:0:1::1', parsed.ranges)).toBe(false);
    expect(inVenue('127.0.0.1', [])).toBe(false);
    expect(inVenue('not an address', parsed.ranges)).toBe(false);
  });
});
