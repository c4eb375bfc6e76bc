/**
 * The form on /event (docs/events.md): its values as typed, their errors,
 * and the settings they make. Only /event loads it.
 */
import {
  DEFAULT_IDLE_SECONDS,
  EVENT_NAME_MAX_LENGTH,
  GREETING_MAX_LENGTH,
  IDLE_SECONDS_MAX,
  IDLE_SECONDS_MIN,
  oneLine,
  type EventSettings,
  type EventSources,
  type PrintLayout,
} from './event-settings.js';
import type { Language } from './languages.js';

const PIN = /^[0-9]{4}$/;

/** The form on /event, as typed. */
export interface EventForm {
  name: string;
  greeting: string;
  idleSeconds: string;
  sources: EventSources;
  print: boolean;
  printLayout: PrintLayout;
  pin: string;
  /** The booth's language. */
  language: Language;
}

/** What is wrong with a field; the screen says it in the language shown (event.json). */
export type EventFormError = 'nameTooLong' | 'greetingTooLong' | 'idleSecondsRange' | 'pinFormat';

export type EventFormErrors = Partial<
  Record<'name' | 'greeting' | 'idleSeconds' | 'pin', EventFormError>
>;

/**
 * A new event's form: in `language` (the one the app is shown in), with `greeting`, the
 * default greeting in that language.
 */
export function defaultEventForm(language: Language, greeting: string): EventForm {
  return {
    name: '',
    greeting,
    idleSeconds: String(DEFAULT_IDLE_SECONDS),
    sources: 'camera-and-upload',
    print: false,
    printLayout: 'strip',
    pin: '',
    language,
  };
}

export function isPin(text: string): boolean {
  return PIN.test(text);
}

/** The form's errors, by field; empty when the form can be saved. */
export function eventFormErrors(form: EventForm): EventFormErrors {
  const errors: EventFormErrors = {};
  if (oneLine(form.name).length > EVENT_NAME_MAX_LENGTH) {
    errors.name = 'nameTooLong';
  }
  if (form.greeting.trim().length > GREETING_MAX_LENGTH) {
    errors.greeting = 'greetingTooLong';
  }
  const seconds = Number(form.idleSeconds);
  if (
    !/^[0-9]+$/.test(form.idleSeconds.trim()) ||
    seconds < IDLE_SECONDS_MIN ||
    seconds > IDLE_SECONDS_MAX
  ) {
    errors.idleSeconds = 'idleSecondsRange';
  }
  if (!isPin(form.pin)) errors.pin = 'pinFormat';
  return errors;
}

/**
 * The settings a valid form describes, with the PIN already hashed by the caller.
 * `defaultGreeting` (the default in the form's language) stands in for a blank greeting.
 */
export function settingsFromForm(
  form: EventForm,
  pin: { hash: string; salt: string },
  defaultGreeting: string,
): EventSettings {
  return {
    name: oneLine(form.name).slice(0, EVENT_NAME_MAX_LENGTH),
    // A blank greeting would make a letter the server refuses: the default stands in.
    greeting: form.greeting.trim().slice(0, GREETING_MAX_LENGTH) || defaultGreeting,
    idleSeconds: Number(form.idleSeconds),
    sources: form.sources,
    print: form.print,
    printLayout: form.printLayout,
    pinHash: pin.hash,
    pinSalt: pin.salt,
    language: form.language,
  };
}

/**
 * The form showing saved settings (the PIN is asked again, never shown); settings saved before
 * events had a language get `shown`, the language the app is shown in.
 */
export function formFromSettings(settings: EventSettings, shown: Language): EventForm {
  return {
    name: settings.name,
    greeting: settings.greeting,
    idleSeconds: String(settings.idleSeconds),
    sources: settings.sources,
    print: settings.print,
    printLayout: settings.printLayout,
    pin: '',
    language: settings.language ?? shown,
  };
}
