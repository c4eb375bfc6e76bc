/**
 * The form on /event (README, Running a booth at an event): its values as typed, their errors,
 * and the settings they make. Only /event loads it.
 */
import {
  DEFAULT_GREETING,
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
}

export type EventFormErrors = Partial<Record<'name' | 'greeting' | 'idleSeconds' | 'pin', string>>;

export const DEFAULT_EVENT_FORM: EventForm = {
  name: '',
  greeting: DEFAULT_GREETING,
  idleSeconds: String(DEFAULT_IDLE_SECONDS),
  sources: 'camera-and-upload',
  print: false,
  printLayout: 'strip',
  pin: '',
};

export function isPin(text: string): boolean {
  return PIN.test(text);
}

/** The form's errors, by field; empty when the form can be saved. */
export function eventFormErrors(form: EventForm): EventFormErrors {
  const errors: EventFormErrors = {};
  if (oneLine(form.name).length > EVENT_NAME_MAX_LENGTH) {
    errors.name = `The event name can be at most ${EVENT_NAME_MAX_LENGTH} characters.`;
  }
  if (form.greeting.trim().length > GREETING_MAX_LENGTH) {
    errors.greeting = `The greeting can be at most ${GREETING_MAX_LENGTH} characters.`;
  }
  const seconds = Number(form.idleSeconds);
  if (
    !/^[0-9]+$/.test(form.idleSeconds.trim()) ||
    seconds < IDLE_SECONDS_MIN ||
    seconds > IDLE_SECONDS_MAX
  ) {
    errors.idleSeconds = `Choose a whole number of seconds from ${IDLE_SECONDS_MIN} to ${IDLE_SECONDS_MAX}.`;
  }
  if (!isPin(form.pin)) errors.pin = 'The PIN is 4 digits.';
  return errors;
}

/** The settings a valid form describes, with the PIN already hashed by the caller. */
export function settingsFromForm(
  form: EventForm,
  pin: { hash: string; salt: string },
): EventSettings {
  return {
    name: oneLine(form.name).slice(0, EVENT_NAME_MAX_LENGTH),
    // A blank greeting would make a letter the server refuses: the default stands in.
    greeting: form.greeting.trim().slice(0, GREETING_MAX_LENGTH) || DEFAULT_GREETING,
    idleSeconds: Number(form.idleSeconds),
    sources: form.sources,
    print: form.print,
    printLayout: form.printLayout,
    pinHash: pin.hash,
    pinSalt: pin.salt,
  };
}

/** The form showing saved settings (the PIN is asked again, never shown). */
export function formFromSettings(settings: EventSettings): EventForm {
  return {
    name: settings.name,
    greeting: settings.greeting,
    idleSeconds: String(settings.idleSeconds),
    sources: settings.sources,
    print: settings.print,
    printLayout: settings.printLayout,
    pin: '',
  };
}
