import { describe, expect, it } from 'vitest';
import {
  defaultEventForm,
  eventFormErrors,
  formFromSettings,
  settingsFromForm,
  type EventForm,
} from './event-form.js';
import { DEFAULT_GREETING, parseEventSettings, type EventSettings } from './event-settings.js';

const form = (change: Partial<EventForm> = {}): EventForm => ({
  ...defaultEventForm('en', DEFAULT_GREETING),
  pin: '1234',
  ...change,
});
const PIN = { hash: 'a'.repeat(64), salt: 'b'.repeat(32) };
const SETTINGS: EventSettings = settingsFromForm(form({ name: 'Fair' }), PIN, DEFAULT_GREETING);

describe('eventFormErrors', () => {
  it('has none for the default form with a PIN', () => {
    expect(eventFormErrors(form())).toEqual({});
  });

  it('takes an event name and a greeting up to their limits, not one character more', () => {
    expect(eventFormErrors(form({ name: 'x'.repeat(40), greeting: 'y'.repeat(200) }))).toEqual({});
    expect(eventFormErrors(form({ name: 'x'.repeat(41), greeting: 'y'.repeat(201) }))).toEqual({
      name: 'nameTooLong',
      greeting: 'greetingTooLong',
    });
    // Spaces around the text do not count.
    expect(eventFormErrors(form({ name: ` ${'x'.repeat(40)} ` }))).toEqual({});
  });

  it('takes whole seconds from 15 to 600', () => {
    for (const ok of ['15', '600', '60']) {
      expect(eventFormErrors(form({ idleSeconds: ok })).idleSeconds).toBeUndefined();
    }
    for (const bad of ['14', '601', '', '30.5', '-20', 'abc', '1e2']) {
      expect(eventFormErrors(form({ idleSeconds: bad })).idleSeconds).toBe('idleSecondsRange');
    }
  });

  it('wants a PIN of exactly 4 digits', () => {
    for (const bad of ['', '123', '12345', '12a4', ' 1234']) {
      expect(eventFormErrors(form({ pin: bad })).pin).toBe('pinFormat');
    }
    expect(eventFormErrors(form({ pin: '0000' })).pin).toBeUndefined();
  });
});

describe('settingsFromForm and formFromSettings', () => {
  it('keeps one line of name, a greeting (the default for a blank one) and never the PIN', () => {
    const settings = settingsFromForm(
      form({ name: ' Ada\nand Sam ', greeting: '   ', idleSeconds: '15' }),
      PIN,
      DEFAULT_GREETING,
    );
    expect(settings).toMatchObject({ name: 'Ada and Sam', greeting: DEFAULT_GREETING });
    expect(settings.idleSeconds).toBe(15);
    expect(JSON.stringify(settings)).not.toContain('1234');
    expect(formFromSettings(settings, 'en')).toMatchObject({ name: 'Ada and Sam', pin: '' });
  });

  it('keeps the language, and a blank greeting becomes the default in that language', () => {
    const settings = settingsFromForm(
      form({ language: 'fr', greeting: ' ' }),
      PIN,
      'Merci d’être venus !',
    );
    expect(settings).toMatchObject({ language: 'fr', greeting: 'Merci d’être venus !' });
    // A greeting the host typed is kept as typed.
    expect(settingsFromForm(form({ language: 'ja', greeting: 'Hi!' }), PIN, 'x').greeting).toBe(
      'Hi!',
    );
    expect(formFromSettings(settings, 'de').language).toBe('fr');
  });

  it('gives settings saved without a language the language shown', () => {
    const { language: _, ...old } = SETTINGS;
    expect(formFromSettings(old, 'ar').language).toBe('ar');
  });

  it('round-trips through storage', () => {
    expect(parseEventSettings(JSON.stringify(SETTINGS))).toEqual(SETTINGS);
    expect(SETTINGS.language).toBe('en');
  });
});

describe('parseEventSettings and the language', () => {
  it('keeps a language of ours', () => {
    for (const language of ['en', 'fr', 'pt-BR', 'zh-Hans', 'ar'] as const) {
      expect(parseEventSettings(JSON.stringify({ ...SETTINGS, language }))?.language).toBe(
        language,
      );
    }
    // matchLanguage's reading: any case, a regional variant.
    expect(parseEventSettings(JSON.stringify({ ...SETTINGS, language: 'FR-ca' }))?.language).toBe(
      'fr',
    );
  });

  it('forgets a language it does not know, and keeps the rest of the settings', () => {
    for (const language of ['xx', '', 42, null, ['fr'], 'x'.repeat(50)]) {
      const parsed = parseEventSettings(JSON.stringify({ ...SETTINGS, language }));
      expect(parsed).not.toBeNull();
      expect(parsed).not.toHaveProperty('language');
      expect(parsed?.name).toBe('Fair');
    }
  });

  it('takes settings saved before events had a language', () => {
    const { language: _, ...old } = SETTINGS;
    const parsed = parseEventSettings(JSON.stringify(old));
    expect(parsed).toEqual(old);
    expect(parsed).not.toHaveProperty('language');
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

describe('parseEventSettings and the shared event', () => {
  it("keeps a well-formed event code, and forgets any other without losing the booth's settings", () => {
    const code = 'abcdefghjkmn23';
    expect(parseEventSettings(JSON.stringify({ ...SETTINGS, code }))?.code).toBe(code);
    for (const bad of ['ABCDEFGHJKMN23', 'short', 42, null]) {
      const parsed = parseEventSettings(JSON.stringify({ ...SETTINGS, code: bad }));
      expect(parsed).toEqual(SETTINGS);
    }
  });
});

describe('a kiosk’s quick start', () => {
  it('keeps fixed poses and countdown that exist, and forgets others', () => {
    const fixed = { ...SETTINGS, fixedLayout: 4, fixedTimer: 10 };
    expect(parseEventSettings(JSON.stringify(fixed))).toEqual(fixed);
    const wrong = parseEventSettings(
      JSON.stringify({ ...SETTINGS, fixedLayout: 5, fixedTimer: 7 }),
    );
    expect(wrong).toEqual(SETTINGS);
  });

  it('comes from the form, and guests choose when the form leaves them unset', () => {
    const settings = settingsFromForm(
      form({ fixedLayout: 2, fixedTimer: 3 }),
      PIN,
      DEFAULT_GREETING,
    );
    expect(settings).toMatchObject({ fixedLayout: 2, fixedTimer: 3 });
    expect(formFromSettings(settings, 'en')).toMatchObject({ fixedLayout: 2, fixedTimer: 3 });
    expect(SETTINGS).not.toHaveProperty('fixedLayout');
    expect(formFromSettings(SETTINGS, 'en')).toMatchObject({ fixedLayout: null, fixedTimer: null });
  });
});
