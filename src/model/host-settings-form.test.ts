import { describe, expect, it } from 'vitest';
import { hostSettingsErrors, hostSettingsForm, settingsOfForm } from './host-settings-form.js';
import { EVENT_SETTINGS } from '../../test/live-event-settings.js';

const SETTINGS = EVENT_SETTINGS;

describe('the host settings form', () => {
  it('round-trips settings without errors', () => {
    const form = hostSettingsForm(SETTINGS);
    expect(form.idleSeconds).toBe('60');
    expect(hostSettingsErrors(form)).toEqual({});
    expect(settingsOfForm(form)).toEqual(SETTINGS);
  });

  it('names each wrong field', () => {
    const form = {
      ...hostSettingsForm(SETTINGS),
      name: 'x'.repeat(41),
      greeting: '   ',
      idleSeconds: '14',
      keepDays: '366',
    };
    expect(hostSettingsErrors(form)).toEqual({
      name: 'nameTooLong',
      greeting: 'greetingMissing',
      idleSeconds: 'idleSecondsRange',
      keepDays: 'keepDaysRange',
    });
  });

  it('refuses numbers that are not whole, and a greeting too long', () => {
    const form = {
      ...hostSettingsForm(SETTINGS),
      greeting: 'y'.repeat(201),
      idleSeconds: '60.5',
      keepDays: '1e1',
    };
    expect(hostSettingsErrors(form)).toEqual({
      greeting: 'greetingTooLong',
      idleSeconds: 'idleSecondsRange',
      keepDays: 'keepDaysRange',
    });
    expect(
      hostSettingsErrors({ ...form, greeting: 'ok', idleSeconds: '', keepDays: '-1' }),
    ).toEqual({ idleSeconds: 'idleSecondsRange', keepDays: 'keepDaysRange' });
  });

  it('makes one-line names and trimmed values', () => {
    const form = {
      ...hostSettingsForm(SETTINGS),
      name: ' Ana\nBo ',
      greeting: ' Hi ',
      keepDays: ' 7 ',
    };
    expect(settingsOfForm(form)).toMatchObject({ name: 'Ana Bo', greeting: 'Hi', keepDays: 7 });
  });
});
