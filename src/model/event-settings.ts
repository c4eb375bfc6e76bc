/**
 * Event mode's settings (docs/events.md): what the host sets on /event and
 * the browser keeps under `postbooth.event`. Checked by hand, not with zod: every page reads
 * them, and the first page carries no schema library. The form on /event (event-form.ts) and
 * the PIN lock (pin-lock.ts) live apart, so the first page loads only what reads the settings.
 */
import { EVENT_CODE_PATTERN } from './ids.js';
import { matchLanguage, type Language } from './languages.js';
import { isPoseCount, isTimerSeconds, type PoseCount, type TimerSeconds } from './layouts.js';

export const EVENT_NAME_MAX_LENGTH = 40;
export const GREETING_MAX_LENGTH = 200;
/** The greeting's default in English; the form offers it in the event's language (event.json). */
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
  /**
   * The PIN that guards /event, as hex SHA-256 of the salt and the PIN
   * (src/web/lib/event/event-mode.ts).
   */
  readonly pinHash: string;
  readonly pinSalt: string;
  /**
   * The booth's language: shown when event mode starts and again for each new guest (guests may
   * switch with the header's menu). Absent in settings saved before events had a language.
   */
  readonly language?: Language;
  /**
   * The code of the shared event (model/live-event.ts) this booth is a device of: its uploads
   * count for the event, and the host's changes reach it. Absent for a booth of its own.
   */
  readonly code?: string;
  /**
   * A kiosk's quick start, set by the host on this device: the strip's poses and the countdown,
   * no longer asked of each guest. With the camera as the only source, Start opens the camera
   * at once. Absent: the guests choose.
   */
  readonly fixedLayout?: PoseCount;
  readonly fixedTimer?: TimerSeconds;
}

const HEX_64 = /^[0-9a-f]{64}$/;
const SALT = /^[0-9a-f]{32}$/;

/** One line of text: no control characters (a line break would leave the strip's footer). */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
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
  // A language we do not speak (any more) is forgotten, not a reason to end event mode.
  const language = typeof v.language === 'string' ? matchLanguage(v.language) : null;
  return {
    name: v.name as string,
    greeting: v.greeting as string,
    idleSeconds: v.idleSeconds as number,
    sources: v.sources as EventSources,
    print: v.print as boolean,
    printLayout: v.printLayout as PrintLayout,
    pinHash: v.pinHash as string,
    pinSalt: v.pinSalt as string,
    ...(language ? { language } : {}),
    ...(typeof v.code === 'string' && EVENT_CODE_PATTERN.test(v.code) ? { code: v.code } : {}),
    ...(isPoseCount(v.fixedLayout) ? { fixedLayout: v.fixedLayout } : {}),
    ...(isTimerSeconds(v.fixedTimer) ? { fixedTimer: v.fixedTimer } : {}),
  };
}
