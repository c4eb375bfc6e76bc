import { describe, expect, it } from 'vitest';
import { boothSettingsOf, deviceLabel, sameBoothSettings } from './booth-device.js';
import type { EventSettings } from './event-settings.js';

const CODE = 'abcdefghjkmnpq';
const OWN = { pinHash: 'a'.repeat(64), pinSalt: 'b'.repeat(32), code: CODE };
const SETTINGS = {
  name: 'Ada & Sam',
  greeting: 'Merci !',
  language: 'fr',
  idleSeconds: 90,
  sources: 'camera',
  print: true,
  printLayout: 'card',
  gallery: 'approval',
  keepDays: 30,
};
const answer = (settings: Record<string, unknown> = SETTINGS, code = CODE) => ({
  code,
  settings,
  endsAt: 1,
});

describe('boothSettingsOf', () => {
  it('takes the event’s booth settings and keeps the booth’s own PIN and code', () => {
    expect(boothSettingsOf(answer(), OWN)).toEqual({
      name: 'Ada & Sam',
      greeting: 'Merci !',
      language: 'fr',
      idleSeconds: 90,
      sources: 'camera',
      print: true,
      printLayout: 'card',
      ...OWN,
    });
  });

  it('refuses another event’s answer, and settings that would not make a booth', () => {
    expect(boothSettingsOf(answer(SETTINGS, 'zzzzzzzzzzzzzz'), OWN)).toBeNull();
    expect(boothSettingsOf(answer({ ...SETTINGS, idleSeconds: 5 }), OWN)).toBeNull();
    expect(boothSettingsOf(answer({ ...SETTINGS, greeting: ' ' }), OWN)).toBeNull();
    expect(boothSettingsOf(answer({ ...SETTINGS, name: 'a\nb' }), OWN)).toBeNull();
    expect(boothSettingsOf(answer({ ...SETTINGS, sources: 'upload' }), OWN)).toBeNull();
    expect(boothSettingsOf({ code: CODE }, OWN)).toBeNull();
    expect(boothSettingsOf(null, OWN)).toBeNull();
    expect(boothSettingsOf('{}', OWN)).toBeNull();
  });

  it('ignores what the server cannot set: a PIN in its answer changes nothing', () => {
    const settings = boothSettingsOf(
      answer({ ...SETTINGS, pinHash: 'c'.repeat(64), pinSalt: 'd'.repeat(32) }),
      OWN,
    );
    expect(settings?.pinHash).toBe(OWN.pinHash);
    expect(settings?.pinSalt).toBe(OWN.pinSalt);
  });

  it('forgets a language the booth does not speak rather than the whole answer', () => {
    expect(boothSettingsOf(answer({ ...SETTINGS, language: 'xx' }), OWN)?.language).toBe(undefined);
  });
});

describe('sameBoothSettings', () => {
  it('compares every field, a missing one too', () => {
    const a = boothSettingsOf(answer(), OWN)!;
    expect(sameBoothSettings(a, { ...a })).toBe(true);
    expect(sameBoothSettings(a, { ...a, idleSeconds: 91 })).toBe(false);
    const { language: _language, ...withoutLanguage } = a;
    expect(sameBoothSettings(a, withoutLanguage as EventSettings)).toBe(false);
  });
});

describe('deviceLabel', () => {
  it('names the kind of device and the browser, nothing more', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('iPad · Safari');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Linux; Android 14; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      ),
    ).toBe('Android tablet · Chrome');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toBe('Windows · Edge');
    expect(deviceLabel('')).toBe('Booth');
  });
});
