import { describe, expect, it } from 'vitest';
import { kioskFormErrors, kioskFormFor, kioskSettings, type KioskBase } from './kiosk-form.js';

const BASE: KioskBase = {
  name: 'Fair',
  greeting: 'Thanks for coming!',
  idleSeconds: 60,
  sources: 'camera',
  print: false,
  printLayout: 'strip',
  language: 'en',
  code: 'abcdefghjkmnpq',
};
const PIN = { hash: 'a'.repeat(64), salt: 'b'.repeat(32) };

describe('this device as the kiosk of a new shared event', () => {
  it('starts from the event’s start-over time, with guests choosing', () => {
    expect(kioskFormFor(BASE)).toEqual({
      pin: '',
      idleSeconds: '60',
      fixedLayout: null,
      fixedTimer: null,
    });
  });

  it('needs a PIN of 4 digits and a start-over time in range', () => {
    expect(kioskFormErrors({ ...kioskFormFor(BASE), pin: '1234' })).toEqual({});
    expect(kioskFormErrors({ ...kioskFormFor(BASE), pin: '12', idleSeconds: '5' })).toEqual({
      pin: 'pinFormat',
      idleSeconds: 'idleSecondsRange',
    });
  });

  it('makes the booth’s settings with its PIN and quick start', () => {
    const form = {
      pin: '1234',
      idleSeconds: '90',
      fixedLayout: 3 as const,
      fixedTimer: 5 as const,
    };
    expect(kioskSettings(BASE, form, PIN)).toEqual({
      ...BASE,
      idleSeconds: 90,
      pinHash: PIN.hash,
      pinSalt: PIN.salt,
      fixedLayout: 3,
      fixedTimer: 5,
    });
    const choose = kioskSettings(BASE, { ...form, fixedLayout: null, fixedTimer: null }, PIN);
    expect(choose).not.toHaveProperty('fixedLayout');
    expect(choose).not.toHaveProperty('fixedTimer');
  });
});
