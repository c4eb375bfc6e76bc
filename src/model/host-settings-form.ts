/**
 * The shared event's settings as the host edits them on /host (docs/events.md, "The host's
 * page"): the numbers as typed, what is wrong with them, and the settings they make. The same
 * limits as the contract (live-event.ts), said field by field in the page's language.
 */
import {
  EVENT_NAME_MAX_LENGTH,
  GREETING_MAX_LENGTH,
  IDLE_SECONDS_MAX,
  IDLE_SECONDS_MIN,
  oneLine,
} from './event-settings.js';
import { KEEP_DAYS_MAX, KEEP_DAYS_MIN, type LiveEventSettings } from './live-event.js';

/** The form: the settings, with the two numbers as the host typed them. */
export type HostSettingsForm = Omit<LiveEventSettings, 'idleSeconds' | 'keepDays'> & {
  idleSeconds: string;
  keepDays: string;
};

export type HostSettingsError =
  'nameTooLong' | 'greetingMissing' | 'greetingTooLong' | 'idleSecondsRange' | 'keepDaysRange';

export type HostSettingsErrors = Partial<
  Record<'name' | 'greeting' | 'idleSeconds' | 'keepDays', HostSettingsError>
>;

export function hostSettingsForm(settings: LiveEventSettings): HostSettingsForm {
  return {
    ...settings,
    idleSeconds: String(settings.idleSeconds),
    keepDays: String(settings.keepDays),
  };
}

function wholeIn(text: string, min: number, max: number): boolean {
  const value = Number(text.trim());
  return /^[0-9]+$/.test(text.trim()) && value >= min && value <= max;
}

export function hostSettingsErrors(form: HostSettingsForm): HostSettingsErrors {
  const errors: HostSettingsErrors = {};
  if (oneLine(form.name).length > EVENT_NAME_MAX_LENGTH) errors.name = 'nameTooLong';
  const greeting = form.greeting.trim();
  if (greeting === '') errors.greeting = 'greetingMissing';
  else if (greeting.length > GREETING_MAX_LENGTH) errors.greeting = 'greetingTooLong';
  if (!wholeIn(form.idleSeconds, IDLE_SECONDS_MIN, IDLE_SECONDS_MAX)) {
    errors.idleSeconds = 'idleSecondsRange';
  }
  if (!wholeIn(form.keepDays, KEEP_DAYS_MIN, KEEP_DAYS_MAX)) errors.keepDays = 'keepDaysRange';
  return errors;
}

/** The settings a valid form (no errors) makes, as `PUT …/settings` takes them. */
export function settingsOfForm(form: HostSettingsForm): LiveEventSettings {
  return {
    ...form,
    name: oneLine(form.name),
    greeting: form.greeting.trim(),
    idleSeconds: Number(form.idleSeconds.trim()),
    keepDays: Number(form.keepDays.trim()),
  };
}
