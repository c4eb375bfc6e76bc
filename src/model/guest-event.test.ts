import { describe, expect, it } from 'vitest';
import { guestEventOf, parseGuestEvent, type GuestEvent } from './guest-event.js';
import type { PublicEvent } from './live-event.js';

const NOW = Date.UTC(2026, 10, 27, 12);
const PUBLIC: PublicEvent = {
  code: 'abcdefghjkmn23',
  settings: {
    name: 'Ana & Tom',
    greeting: '¡Gracias por venir!',
    language: 'es',
    idleSeconds: 60,
    sources: 'camera',
    print: true,
    printLayout: 'strip',
    gallery: 'approval',
    keepDays: 30,
  },
  endsAt: NOW + 86_400_000,
};
const KEPT: GuestEvent = {
  code: 'abcdefghjkmn23',
  name: 'Ana & Tom',
  greeting: '¡Gracias por venir!',
  language: 'es',
  sources: 'camera',
  gallery: 'approval',
  endsAt: NOW + 86_400_000,
};

describe('guestEventOf', () => {
  it("keeps what the guest's booth needs, not the kiosk's idle time, print or keep days", () => {
    expect(guestEventOf(PUBLIC)).toEqual(KEPT);
  });
});

describe('parseGuestEvent', () => {
  it('reads back what was kept, until the event ends', () => {
    const text = JSON.stringify(KEPT);
    expect(parseGuestEvent(text, NOW)).toEqual(KEPT);
    expect(parseGuestEvent(text, KEPT.endsAt - 1)).toEqual(KEPT);
    expect(parseGuestEvent(text, KEPT.endsAt)).toBeNull();
  });

  it('refuses anything missing, malformed or out of range', () => {
    const broken: unknown[] = [
      null,
      'not json',
      [],
      { code: 'abcdefghjkmn23' },
      { ...KEPT, code: 'ABC' },
      { ...KEPT, code: '../../admin/xx' },
      { ...KEPT, name: 'two\nlines' },
      { ...KEPT, name: 'x'.repeat(41) },
      { ...KEPT, greeting: '   ' },
      { ...KEPT, greeting: 'x'.repeat(201) },
      { ...KEPT, language: 'tlh' },
      { ...KEPT, sources: 'upload' },
      { ...KEPT, gallery: 'everyone' },
      { ...KEPT, endsAt: '2099' },
      { ...KEPT, endsAt: Number.POSITIVE_INFINITY },
    ];
    for (const value of broken) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      expect(parseGuestEvent(text, NOW), text).toBeNull();
    }
    expect(parseGuestEvent(null, NOW)).toBeNull();
  });

  it('matches a language tag to one of ours', () => {
    expect(parseGuestEvent(JSON.stringify({ ...KEPT, language: 'pt-BR' }), NOW)?.language).toBe(
      'pt-BR',
    );
  });
});
