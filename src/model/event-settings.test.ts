import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_FORM,
  eventFormErrors,
  formFromSettings,
  settingsFromForm,
  type EventForm,
} from './event-form.js';
import { DEFAULT_GREETING, parseEventSettings, type EventSettings } from './event-settings.js';
import {
  afterPinTry,
  isLocked,
  lockSecondsLeft,
  OPEN_PIN_LOCK,
  parsePinLock,
  PIN_LOCK_MS,
} from './pin-lock.js';

const form = (change: Partial<EventForm> = {}): EventForm => ({
  ...DEFAULT_EVENT_FORM,
  pin: '1234',
  ...change,
});
const PIN = { hash: 'a'.repeat(64), salt: 'b'.repeat(32) };
const SETTINGS: EventSettings = settingsFromForm(form({ name: 'Fair' }), PIN);
const NOW = 1_700_000_000_000;

describe('eventFormErrors', () => {
  it('has none for the default form with a PIN', () => {
    expect(eventFormErrors(form())).toEqual({});
  });

  it('takes an event name and a greeting up to their limits, not one character more', () => {
    expect(eventFormErrors(form({ name: 'x'.repeat(40), greeting: 'y'.repeat(200) }))).toEqual({});
    expect(eventFormErrors(form({ name: 'x'.repeat(41), greeting: 'y'.repeat(201) }))).toEqual({
      name: 'The event name can be at most 40 characters.',
      greeting: 'The greeting can be at most 200 characters.',
    });
    // Spaces around the text do not count.
    expect(eventFormErrors(form({ name: ` ${'x'.repeat(40)} ` }))).toEqual({});
  });

  it('takes whole seconds from 15 to 600', () => {
    for (const ok of ['15', '600', '60']) {
      expect(eventFormErrors(form({ idleSeconds: ok })).idleSeconds).toBeUndefined();
    }
    for (const bad of ['14', '601', '', '30.5', '-20', 'abc', '1e2']) {
      expect(eventFormErrors(form({ idleSeconds: bad })).idleSeconds).toBe(
        'Choose a whole number of seconds from 15 to 600.',
      );
    }
  });

  it('wants a PIN of exactly 4 digits', () => {
    for (const bad of ['', '123', '12345', '12a4', ' 1234']) {
      expect(eventFormErrors(form({ pin: bad })).pin).toBe('The PIN is 4 digits.');
    }
    expect(eventFormErrors(form({ pin: '0000' })).pin).toBeUndefined();
  });
});

describe('settingsFromForm and formFromSettings', () => {
  it('keeps one line of name, a greeting (the default for a blank one) and never the PIN', () => {
    const settings = settingsFromForm(
      form({ name: ' Ada\nand Sam ', greeting: '   ', idleSeconds: '15' }),
      PIN,
    );
    expect(settings).toMatchObject({ name: 'Ada and Sam', greeting: DEFAULT_GREETING });
    expect(settings.idleSeconds).toBe(15);
    expect(JSON.stringify(settings)).not.toContain('1234');
    expect(formFromSettings(settings)).toMatchObject({ name: 'Ada and Sam', pin: '' });
  });

  it('round-trips through storage', () => {
    expect(parseEventSettings(JSON.stringify(SETTINGS))).toEqual(SETTINGS);
  });
});

describe('parseEventSettings', () => {
  it('rejects junk, and settings with any field missing or wrong', () => {
    for (const raw of [null, '', 'not json', '42', '"text"', '[]', 'null', '{}']) {
      expect(parseEventSettings(raw)).toBeNull();
    }
    const wrong: Record<string, unknown>[] = [
      { name: 'x'.repeat(41) },
      { name: 'two\nlines' },
      { greeting: '' },
      { idleSeconds: 14 },
      { idleSeconds: 601 },
      { idleSeconds: 30.5 },
      { idleSeconds: '60' },
      { sources: 'upload' },
      { print: 'yes' },
      { printLayout: 'poster' },
      { pinHash: '1234' },
      { pinSalt: 'salt' },
      { pinHash: undefined },
    ];
    for (const change of wrong) {
      expect(parseEventSettings(JSON.stringify({ ...SETTINGS, ...change }))).toBeNull();
    }
  });
});

describe('the PIN lock', () => {
  it('locks for a minute after the third wrong PIN in a row', () => {
    let lock = afterPinTry(OPEN_PIN_LOCK, false, NOW);
    lock = afterPinTry(lock, false, NOW + 1);
    expect(lock).toEqual({ failures: 2, lockedUntil: 0 });
    expect(isLocked(lock, NOW + 1)).toBe(false);
    lock = afterPinTry(lock, false, NOW + 2);
    expect(lock).toEqual({ failures: 0, lockedUntil: NOW + 2 + PIN_LOCK_MS });
    expect(isLocked(lock, NOW + 2)).toBe(true);
    expect(lockSecondsLeft(lock, NOW + 2)).toBe(60);
    expect(lockSecondsLeft(lock, NOW + 2 + 59_001)).toBe(1);
  });

  it('takes no PIN while locked, not even the right one', () => {
    const locked = { failures: 0, lockedUntil: NOW + PIN_LOCK_MS };
    expect(afterPinTry(locked, true, NOW + 1000)).toBe(locked);
  });

  it('opens when the minute is over, and a right PIN forgets earlier wrong ones', () => {
    const locked = { failures: 0, lockedUntil: NOW + PIN_LOCK_MS };
    expect(isLocked(locked, NOW + PIN_LOCK_MS)).toBe(false);
    expect(lockSecondsLeft(locked, NOW + PIN_LOCK_MS)).toBe(0);
    expect(afterPinTry({ failures: 2, lockedUntil: 0 }, true, NOW)).toEqual(OPEN_PIN_LOCK);
  });

  it('ignores a lock further ahead than a minute (a clock that was changed)', () => {
    const far = { failures: 0, lockedUntil: NOW + PIN_LOCK_MS + 1 };
    expect(isLocked(far, NOW)).toBe(false);
    expect(lockSecondsLeft(far, NOW)).toBe(0);
    expect(afterPinTry(far, true, NOW)).toEqual(OPEN_PIN_LOCK);
  });

  it('reads a stored lock, and anything else as open', () => {
    expect(parsePinLock(JSON.stringify({ failures: 1, lockedUntil: NOW }))).toEqual({
      failures: 1,
      lockedUntil: NOW,
    });
    for (const raw of [
      null,
      'junk',
      '{}',
      '{"failures":3,"lockedUntil":0}',
      '{"failures":-1,"lockedUntil":0}',
      '{"failures":0,"lockedUntil":"soon"}',
    ]) {
      expect(parsePinLock(raw)).toEqual(OPEN_PIN_LOCK);
    }
  });
});
