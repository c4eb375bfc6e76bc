/**
 * Event mode's settings (README, Running a booth at an event): what the host sets on /event and
 * the browser keeps under `postbooth.event`. Checked by hand, not with zod: every page reads
 * them, and the first page carries no schema library.
 */
export const EVENT_NAME_MAX_LENGTH = 40;
export const GREETING_MAX_LENGTH = 200;
export const DEFAULT_GREETING = 'Thanks for coming!';
export const IDLE_SECONDS_MIN = 15;
export const IDLE_SECONDS_MAX = 600;
export const DEFAULT_IDLE_SECONDS = 60;
/** The 'Still there?' dialog counts down this many seconds before starting over. */
export const STILL_THERE_SECONDS = 10;
/** A finished visit starts over this long after the take-home code was shown. */
export const TAKE_HOME_SHOWN_MS = 30_000;

/** Where guests' photos come from: the camera only, or the camera and their files. */
export type EventSources = 'camera' | 'camera-and-upload';
/** One 2 × 6 in strip per page, or two side by side on a 4 × 6 in card. */
export type PrintLayout = 'strip' | 'card';

export interface EventSettings {
  /** Written on every strip under the date stamp; '' for none. */
  readonly name: string;
  /** The message of the letter a guest takes home. */
  readonly greeting: string;
  /** Seconds without a touch before 'Still there?' asks. */
  readonly idleSeconds: number;
  readonly sources: EventSources;
  readonly print: boolean;
  readonly printLayout: PrintLayout;
  /** The PIN that guards /event, as hex SHA-256 of the salt and the PIN (lib/event-mode.ts). */
  readonly pinHash: string;
  readonly pinSalt: string;
}

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

const PIN = /^[0-9]{4}$/;
const HEX_64 = /^[0-9a-f]{64}$/;
const SALT = /^[0-9a-f]{32}$/;

export function isPin(text: string): boolean {
  return PIN.test(text);
}

/** One line of text: no control characters (a line break would leave the strip's footer). */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
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

/** Settings as stored, checked field by field; null when anything is missing or wrong. */
export function parseEventSettings(raw: string | null): EventSettings | null {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const ok =
    typeof v.name === 'string' &&
    v.name.length <= EVENT_NAME_MAX_LENGTH &&
    oneLine(v.name) === v.name &&
    typeof v.greeting === 'string' &&
    v.greeting.trim() !== '' &&
    v.greeting.length <= GREETING_MAX_LENGTH &&
    typeof v.idleSeconds === 'number' &&
    Number.isInteger(v.idleSeconds) &&
    v.idleSeconds >= IDLE_SECONDS_MIN &&
    v.idleSeconds <= IDLE_SECONDS_MAX &&
    (v.sources === 'camera' || v.sources === 'camera-and-upload') &&
    typeof v.print === 'boolean' &&
    (v.printLayout === 'strip' || v.printLayout === 'card') &&
    typeof v.pinHash === 'string' &&
    HEX_64.test(v.pinHash) &&
    typeof v.pinSalt === 'string' &&
    SALT.test(v.pinSalt);
  if (!ok) return null;
  return {
    name: v.name as string,
    greeting: v.greeting as string,
    idleSeconds: v.idleSeconds as number,
    sources: v.sources as EventSources,
    print: v.print as boolean,
    printLayout: v.printLayout as PrintLayout,
    pinHash: v.pinHash as string,
    pinSalt: v.pinSalt as string,
  };
}

/** Wrong PINs in a row lock /event for PIN_LOCK_MS. */
export const PIN_ATTEMPTS = 3;
export const PIN_LOCK_MS = 60_000;

export interface PinLock {
  /** Wrong PINs since the last right one or the last lock. */
  readonly failures: number;
  /** Epoch ms until which /event takes no PIN; 0 when open. */
  readonly lockedUntil: number;
}

export const OPEN_PIN_LOCK: PinLock = { failures: 0, lockedUntil: 0 };

/** Locked until `lockedUntil`; a lock further ahead than PIN_LOCK_MS (a changed clock) is not. */
export function isLocked(lock: PinLock, now: number): boolean {
  return lock.lockedUntil > now && lock.lockedUntil - now <= PIN_LOCK_MS;
}

/** Whole seconds left on the lock (rounded up), 0 when open. */
export function lockSecondsLeft(lock: PinLock, now: number): number {
  return isLocked(lock, now) ? Math.ceil((lock.lockedUntil - now) / 1000) : 0;
}

/** The lock after one PIN try: a right one opens it; the PIN_ATTEMPTS-th wrong one locks. */
export function afterPinTry(lock: PinLock, right: boolean, now: number): PinLock {
  if (isLocked(lock, now)) return lock;
  if (right) return OPEN_PIN_LOCK;
  const failures = lock.failures + 1;
  return failures >= PIN_ATTEMPTS
    ? { failures: 0, lockedUntil: now + PIN_LOCK_MS }
    : { failures, lockedUntil: 0 };
}

export function parsePinLock(raw: string | null): PinLock {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<Record<keyof PinLock, unknown>> | null;
    const failures = value?.failures;
    const lockedUntil = value?.lockedUntil;
    if (
      typeof failures === 'number' &&
      Number.isInteger(failures) &&
      failures >= 0 &&
      failures < PIN_ATTEMPTS &&
      typeof lockedUntil === 'number' &&
      Number.isFinite(lockedUntil) &&
      lockedUntil >= 0
    ) {
      return { failures, lockedUntil };
    }
  } catch {
    // Not JSON: open.
  }
  return OPEN_PIN_LOCK;
}
