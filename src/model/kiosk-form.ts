/**
 * This device as a kiosk of the shared event just created (docs/events.md, "The event, shared:
 * set-up"): only then are a PIN, the start-over time and the quick start asked, since a host who
 * only shares the event with guests' phones needs none of them.
 */
import { isPin, isWholeNumberIn } from './event-form.js';
import { IDLE_SECONDS_MAX, IDLE_SECONDS_MIN, type EventSettings } from './event-settings.js';
import type { PoseCount, TimerSeconds } from './layouts.js';

/** The kiosk's own fields, as typed. */
export interface KioskForm {
  pin: string;
  idleSeconds: string;
  fixedLayout: PoseCount | null;
  fixedTimer: TimerSeconds | null;
}

export interface KioskFormErrors {
  pin?: 'pinFormat';
  idleSeconds?: 'idleSecondsRange';
}

/** The booth's settings before this device has a PIN or a quick start of its own. */
export type KioskBase = Omit<EventSettings, 'pinHash' | 'pinSalt' | 'fixedLayout' | 'fixedTimer'>;

export function kioskFormFor(base: Pick<EventSettings, 'idleSeconds'>): KioskForm {
  return { pin: '', idleSeconds: String(base.idleSeconds), fixedLayout: null, fixedTimer: null };
}

export function kioskFormErrors(form: KioskForm): KioskFormErrors {
  const errors: KioskFormErrors = {};
  if (!isPin(form.pin)) errors.pin = 'pinFormat';
  if (!isWholeNumberIn(form.idleSeconds, IDLE_SECONDS_MIN, IDLE_SECONDS_MAX)) {
    errors.idleSeconds = 'idleSecondsRange';
  }
  return errors;
}

/** The kiosk's settings from the event's and a valid form, with the PIN hashed by the caller. */
export function kioskSettings(
  base: KioskBase,
  form: KioskForm,
  pin: { hash: string; salt: string },
): EventSettings {
  return {
    ...base,
    idleSeconds: Number(form.idleSeconds),
    pinHash: pin.hash,
    pinSalt: pin.salt,
    ...(form.fixedLayout !== null ? { fixedLayout: form.fixedLayout } : {}),
    ...(form.fixedTimer !== null ? { fixedTimer: form.fixedTimer } : {}),
  };
}
