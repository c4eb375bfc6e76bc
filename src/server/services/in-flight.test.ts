import { describe, expect, it } from 'vitest';
import { createInFlightLimit, createUploadPlaces } from './in-flight.js';

describe('createInFlightLimit', () => {
  it('lets in up to max at once and frees a place on leave', () => {
    const limit = createInFlightLimit(2);
    expect(limit.tryEnter()).toBe(true);
    expect(limit.tryEnter()).toBe(true);
    expect(limit.tryEnter()).toBe(false);
    expect(limit.current).toBe(2);
    limit.leave();
    expect(limit.tryEnter()).toBe(true);
    limit.leave();
    limit.leave();
    limit.leave();
    expect(limit.current).toBe(0);
  });
});

describe('createUploadPlaces', () => {
  it('holds places in all and per address, each up to its own max', () => {
    const places = createUploadPlaces(3, 2);
    expect(places.perAddress.tryEnter('203.0.113.7')).toBe(true);
    expect(places.perAddress.tryEnter('203.0.113.7')).toBe(true);
    expect(places.perAddress.tryEnter('203.0.113.7')).toBe(false);
    // The two counts are apart: the address's places take none of all's.
    expect(places.all.current).toBe(0);
    expect([places.all.tryEnter(), places.all.tryEnter(), places.all.tryEnter()]).toEqual([
      true,
      true,
      true,
    ]);
    expect(places.all.tryEnter()).toBe(false);
  });

  it('lets in up to max at once for each address, and forgets an address holding nothing', () => {
    const limit = createUploadPlaces(10, 2).perAddress;
    expect(limit.tryEnter('203.0.113.7')).toBe(true);
    expect(limit.tryEnter('203.0.113.7')).toBe(true);
    expect(limit.tryEnter('203.0.113.7')).toBe(false);
    expect(limit.tryEnter('198.51.100.1')).toBe(true);
    expect(limit.keys).toBe(2);
    limit.leave('203.0.113.7');
    expect(limit.tryEnter('203.0.113.7')).toBe(true);
    limit.leave('203.0.113.7');
    limit.leave('203.0.113.7');
    limit.leave('198.51.100.1');
    // A leave too many (a close after a finish) never makes room past max.
    limit.leave('198.51.100.1');
    expect(limit.keys).toBe(0);
    expect(limit.tryEnter('198.51.100.1')).toBe(true);
    expect(limit.tryEnter('198.51.100.1')).toBe(true);
    expect(limit.tryEnter('198.51.100.1')).toBe(false);
  });
});
