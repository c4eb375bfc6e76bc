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
import type { HostSettingsErrors } from './host-settings-form.js';
import type { Language } from './languages.js';
import type { PoseCount, TimerSeconds } from './layouts.js';
import {
  DEFAULT_KEEP_DAYS,
  EVENT_CODE_PATTERN,
  KEEP_DAYS_MAX,
  KEEP_DAYS_MIN,
  type GalleryMode,
  type LiveEventSettings,
} from './live-event.js';
import { eventSetupLinkOf } from './event-links.js';
import { eventCodeOf, paths } from './paths.js';

const PIN = /^[0-9]{4}$/;

/**
 * What the booth is: a booth of its own (kept in this browser only), the first booth of a new
 * shared event (created on the server at Start), or one more booth of a shared event (by its code).
 */
export const BOOTH_MODES = ['own', 'share', 'join'] as const;
export type BoothMode = (typeof BOOTH_MODES)[number];

/** The form on /event, as typed. */
export interface EventForm {
  mode: BoothMode;
  /** Shared events only: who sees a guest's strip once they agreed. */
  gallery: GalleryMode;
  /** Shared events only: the days the server keeps the event, as typed. */
  keepDays: string;
  /** Joining only: the event's code, or its guest or host link, as typed or pasted. */
  joinCode: string;
  name: string;
  greeting: string;
  idleSeconds: string;
  sources: EventSources;
  print: boolean;
  printLayout: PrintLayout;
  pin: string;
  /** The booth's language. */
  language: Language;
  /** A kiosk's quick start (this device's own, never the event's): null lets guests choose. */
  fixedLayout: PoseCount | null;
  fixedTimer: TimerSeconds | null;
}

/** The settings' fields' errors as on /host (the same fields draw them), and /event's own two. */
export type EventFormErrors = HostSettingsErrors & {
  pin?: 'pinFormat';
  joinCode?: 'joinCodeFormat';
};

/**
 * A new event's form: in `language` (the one the app is shown in), with `greeting`, the
 * default greeting in that language.
 */
export function defaultEventForm(language: Language, greeting: string): EventForm {
  return {
    mode: 'own',
    gallery: 'approval',
    keepDays: String(DEFAULT_KEEP_DAYS),
    joinCode: '',
    name: '',
    greeting,
    idleSeconds: String(DEFAULT_IDLE_SECONDS),
    sources: 'camera-and-upload',
    print: false,
    printLayout: 'strip',
    pin: '',
    language,
    fixedLayout: null,
    fixedTimer: null,
  };
}

export function isPin(text: string): boolean {
  return PIN.test(text);
}

/**
 * The form's errors, by field; empty when the form can be saved. A new shared event asks nothing
 * of a kiosk (no PIN, no start-over time): this device becomes one only if the host starts its
 * booth after the links are shown (kiosk-form.ts).
 */
export function eventFormErrors(form: EventForm): EventFormErrors {
  const errors: EventFormErrors = {};
  if (form.mode !== 'share' && !isPin(form.pin)) errors.pin = 'pinFormat';
  // A booth joining an event takes the event's settings: only the code and the PIN are its own.
  if (form.mode === 'join') {
    if (eventCodeFromInput(form.joinCode) === null) errors.joinCode = 'joinCodeFormat';
    return errors;
  }
  if (oneLine(form.name).length > EVENT_NAME_MAX_LENGTH) {
    errors.name = 'nameTooLong';
  }
  if (form.greeting.trim().length > GREETING_MAX_LENGTH) {
    errors.greeting = 'greetingTooLong';
  }
  if (
    form.mode === 'own' &&
    !isWholeNumberIn(form.idleSeconds, IDLE_SECONDS_MIN, IDLE_SECONDS_MAX)
  ) {
    errors.idleSeconds = 'idleSecondsRange';
  }
  if (form.mode === 'share' && !isWholeNumberIn(form.keepDays, KEEP_DAYS_MIN, KEEP_DAYS_MAX)) {
    errors.keepDays = 'keepDaysRange';
  }
  return errors;
}

export function isWholeNumberIn(text: string, min: number, max: number): boolean {
  const value = Number(text);
  return /^[0-9]+$/.test(text.trim()) && value >= min && value <= max;
}

/**
 * The event code in what the host typed or pasted: the code itself (any case; the printed card
 * may be read aloud), the guest link `…/e/<code>` (or its show or gallery), the kiosk link
 * `…/event#join=<code>` or the host link `…/host#<code>.<key>`; null when none is there.
 */
export function eventCodeFromInput(text: string): string | null {
  const trimmed = text.trim();
  const bare = trimmed.toLowerCase();
  if (EVENT_CODE_PATTERN.test(bare)) return bare;
  // By hand: the model has no URL class (it runs where neither the DOM's nor Node's is typed).
  const link = /^(?:https?:\/\/[^/?#\s]+)?(\/[^?#\s]*)(?:\?[^#\s]*)?(#\S*)?$/.exec(trimmed);
  if (!link) return null;
  const [, pathname = '', hash = ''] = link;
  const fromPath = eventCodeOf(pathname);
  if (fromPath !== null && EVENT_CODE_PATTERN.test(fromPath)) return fromPath;
  if (pathname === paths.event) {
    const linked = eventSetupLinkOf(hash);
    return linked?.mode === 'join' ? linked.code : null;
  }
  const fromFragment = /^#([^.]+)\./.exec(hash)?.[1] ?? '';
  return pathname === paths.host && EVENT_CODE_PATTERN.test(fromFragment) ? fromFragment : null;
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
    ...(form.fixedLayout !== null ? { fixedLayout: form.fixedLayout } : {}),
    ...(form.fixedTimer !== null ? { fixedTimer: form.fixedTimer } : {}),
  };
}

/**
 * The shared event's settings a valid form describes (as the server takes them: no PIN), with
 * `defaultGreeting` for a blank greeting.
 */
export function liveSettingsFromForm(form: EventForm, defaultGreeting: string): LiveEventSettings {
  const { name, greeting, idleSeconds, sources, print, printLayout, language } = settingsFromForm(
    form,
    { hash: '', salt: '' },
    defaultGreeting,
  );
  return {
    name,
    greeting,
    idleSeconds,
    sources,
    print,
    printLayout,
    language: language ?? form.language,
    gallery: form.gallery,
    keepDays: Number(form.keepDays),
  };
}

/**
 * The form showing saved settings (the PIN is asked again, never shown); settings saved before
 * events had a language get `shown`, the language the app is shown in.
 */
export function formFromSettings(settings: EventSettings, shown: Language): EventForm {
  return {
    mode: 'own',
    gallery: 'approval',
    keepDays: String(DEFAULT_KEEP_DAYS),
    joinCode: '',
    name: settings.name,
    greeting: settings.greeting,
    idleSeconds: String(settings.idleSeconds),
    sources: settings.sources,
    print: settings.print,
    printLayout: settings.printLayout,
    pin: '',
    language: settings.language ?? shown,
    fixedLayout: settings.fixedLayout ?? null,
    fixedTimer: settings.fixedTimer ?? null,
  };
}
