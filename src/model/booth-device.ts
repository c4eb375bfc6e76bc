/**
 * A kiosk as a booth device of a shared event (docs/events.md, "The event, shared"): the booth's
 * settings come from the event the host set on the server, and stay the booth's own where the
 * server has no say (the PIN that guards /event). Checked by hand with event-settings.ts, not
 * with zod: the booth reads them on `/`, which carries no schema library.
 */
import { parseEventSettings, type EventSettings } from './event-settings.js';

/** What of a booth's settings is its own whatever the event says. */
export interface BoothOwn {
  readonly pinHash: string;
  readonly pinSalt: string;
  readonly code: string;
}

/**
 * The booth's settings from the event as `GET /api/live-events/:code` answered it (publicEventSchema),
 * with the booth's own PIN; null when the answer is not that event or its settings would not make
 * a booth (then the booth keeps what it has).
 */
export function boothSettingsOf(answer: unknown, own: BoothOwn): EventSettings | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { code, settings } = answer as { code?: unknown; settings?: unknown };
  if (code !== own.code || typeof settings !== 'object' || settings === null) return null;
  const s = settings as Record<string, unknown>;
  return parseEventSettings(
    JSON.stringify({
      name: s.name,
      greeting: s.greeting,
      idleSeconds: s.idleSeconds,
      sources: s.sources,
      print: s.print,
      printLayout: s.printLayout,
      language: s.language,
      pinHash: own.pinHash,
      pinSalt: own.pinSalt,
      code: own.code,
    }),
  );
}

/** Whether two settings would show guests the same booth (so nothing need be saved). */
export function sameBoothSettings(a: EventSettings, b: EventSettings): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof EventSettings>;
  return [...keys].every((key) => a[key] === b[key]);
}

const DEVICES: readonly (readonly [RegExp, string])[] = [
  [/iPad|Macintosh.*Mobile/, 'iPad'],
  [/iPhone/, 'iPhone'],
  [/Android.*Mobile/, 'Android phone'],
  [/Android/, 'Android tablet'],
  [/CrOS/, 'Chromebook'],
  [/Windows/, 'Windows'],
  [/Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
];
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg\//, 'Edge'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/**
 * A name for the device on the host's page, from its browser's user agent: the kind of device and
 * the browser ('iPad · Safari'), never more of it (the host tells booths apart, nobody is tracked).
 */
export function deviceLabel(userAgent: string): string {
  const device = DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Booth';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return browser ? `${device} · ${browser}` : device;
}
