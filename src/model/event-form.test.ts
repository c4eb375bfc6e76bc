import { describe, expect, it } from 'vitest';
import {
  defaultEventForm,
  eventCodeFromInput,
  eventFormErrors,
  liveSettingsFromForm,
  type EventForm,
} from './event-form.js';
import { DEFAULT_GREETING } from './event-settings.js';
import { liveEventSettingsSchema } from './live-event.js';

const CODE = 'abcdefghjkmnpq';
const form = (change: Partial<EventForm> = {}): EventForm => ({
  ...defaultEventForm('en', DEFAULT_GREETING),
  pin: '1234',
  ...change,
});

describe('a shared event in the form', () => {
  it('keeps the event 30 days and asks for approval by default', () => {
    expect(form()).toMatchObject({ mode: 'own', keepDays: '30', gallery: 'approval' });
  });

  it('takes whole days from 1 to 365 when sharing, and does not look at them otherwise', () => {
    for (const ok of ['1', '365', ' 30 ']) {
      expect(eventFormErrors(form({ mode: 'share', keepDays: ok }))).toEqual({});
    }
    for (const bad of ['0', '366', '', '2.5', '-1', '1e2', 'ten']) {
      expect(eventFormErrors(form({ mode: 'share', keepDays: bad })).keepDays).toBe(
        'keepDaysRange',
      );
    }
    expect(eventFormErrors(form({ mode: 'own', keepDays: '0' }))).toEqual({});
  });

  it('makes settings the server’s schema takes, without the PIN', () => {
    const settings = liveSettingsFromForm(
      form({ mode: 'share', name: ' Fair\n', greeting: ' ', keepDays: '7', gallery: 'instant' }),
      DEFAULT_GREETING,
    );
    expect(settings).toEqual({
      name: 'Fair',
      greeting: DEFAULT_GREETING,
      language: 'en',
      idleSeconds: 60,
      sources: 'camera-and-upload',
      print: false,
      printLayout: 'strip',
      gallery: 'instant',
      keepDays: 7,
    });
    expect(liveEventSettingsSchema.parse(settings)).toEqual(settings);
  });
});

describe('joining an event', () => {
  it('needs a code and a PIN only: the rest is the event’s', () => {
    const joining = form({ mode: 'join', joinCode: CODE, idleSeconds: 'x', name: 'x'.repeat(99) });
    expect(eventFormErrors(joining)).toEqual({});
    expect(eventFormErrors({ ...joining, joinCode: 'nope', pin: '' })).toEqual({
      joinCode: 'joinCodeFormat',
      pin: 'pinFormat',
    });
  });

  it('finds the code in a code, a guest link or a host link', () => {
    expect(eventCodeFromInput(` ${CODE} `)).toBe(CODE);
    expect(eventCodeFromInput(CODE.toUpperCase())).toBe(CODE);
    expect(eventCodeFromInput(`https://booth.example/e/${CODE}`)).toBe(CODE);
    expect(eventCodeFromInput(`https://booth.example/e/${CODE}/show`)).toBe(CODE);
    expect(eventCodeFromInput(`/e/${CODE}`)).toBe(CODE);
    expect(eventCodeFromInput(`https://booth.example/host#${CODE}.${'k'.repeat(43)}`)).toBe(CODE);
    expect(eventCodeFromInput(`https://booth.example/event#join=${CODE}`)).toBe(CODE);
  });

  it('finds none in anything else', () => {
    for (const bad of [
      '',
      'abcdefghjkmnp',
      'abcdefghjkmnpqr',
      'abcdefghjkmnp0',
      `https://booth.example/x/${CODE}`,
      `https://booth.example/e/${CODE}0`,
      `https://booth.example/#${CODE}.key`,
      `https://booth.example/event#${CODE}`,
      `https://booth.example/event#join=${CODE}0`,
      'javascript:alert(1)',
      'http://[',
    ]) {
      expect(eventCodeFromInput(bad), bad).toBeNull();
    }
  });
});

describe('a new shared event and the kiosk', () => {
  it('asks no PIN and no start-over time to share an event; a kiosk needs both', () => {
    expect(eventFormErrors(form({ mode: 'share', pin: '', idleSeconds: 'x' }))).toEqual({});
    expect(eventFormErrors(form({ mode: 'own', pin: '', idleSeconds: 'x' }))).toEqual({
      pin: 'pinFormat',
      idleSeconds: 'idleSecondsRange',
    });
  });

  it('never sends the kiosk’s quick start to the server', () => {
    const settings = liveSettingsFromForm(
      form({ mode: 'share', fixedLayout: 4, fixedTimer: 5 }),
      DEFAULT_GREETING,
    );
    expect(settings).not.toHaveProperty('fixedLayout');
    expect(settings).not.toHaveProperty('fixedTimer');
  });
});
