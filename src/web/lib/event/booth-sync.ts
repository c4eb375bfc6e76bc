/**
 * A kiosk as a booth device of a shared event (docs/events.md, "The event, shared"): it tells the
 * server it is there (and what it printed), and takes the settings the host changed. Offline, or
 * when the server fails, the booth goes on with the settings it has. When the server says the
 * event ended, the booth stops being a device of it and keeps a note for the host on /event.
 * No schema library: the booth runs this on `/` (the answer is checked by hand, booth-device.ts).
 */
import { boothSettingsOf, deviceLabel, sameBoothSettings } from '../../../model/booth-device.js';
import { liveEventPath, liveEventPaths } from '../../../model/api-paths.js';
import { parseEventSettings, type EventSettings } from '../../../model/event-settings.js';
import type { KeyValueStorage } from '../storage/safe-storage.js';
import { deviceId } from './event-credential.js';
import { EVENT_KEY } from './event-keys.js';
import { saveEventSettings } from './event-mode.js';
import { forgetHostedEvent } from './hosted-events.js';
import { putBackPrinted, takePrinted } from './printed-count.js';

/** The shared event this booth was a device of, once the server said it ended (JSON `{ name }`). */
export const ENDED_EVENT_KEY = 'postbooth.endedEvent';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface BoothSyncDependencies {
  storage: KeyValueStorage;
  fetch: Fetch;
  userAgent: string;
}

/**
 * What a sync did: took new settings, found them the same, found the event ended, could not
 * reach the server (nothing changed), or nothing to do (no shared event).
 */
export type BoothSyncResult = 'updated' | 'unchanged' | 'ended' | 'unreachable' | 'not-shared';

/** The answer's status, or null when no answer came. */
async function call(deps: BoothSyncDependencies, url: string, init?: RequestInit) {
  try {
    return await deps.fetch(url, init);
  } catch {
    return null;
  }
}

/** The event ended: this booth is a booth of its own from now on, and /event says why. */
function leaveEndedEvent(storage: KeyValueStorage, settings: EventSettings): BoothSyncResult {
  const { code, ...own } = settings;
  saveEventSettings(own, storage);
  storage.setItem(ENDED_EVENT_KEY, JSON.stringify({ name: settings.name }));
  if (code) forgetHostedEvent(storage, code);
  return 'ended';
}

/**
 * Reports the booth to its event (with the prints since the last report) and, when
 * `takeSettings`, applies the host's settings. Never throws.
 */
export async function syncBooth(
  deps: BoothSyncDependencies,
  { takeSettings }: { takeSettings: boolean },
): Promise<BoothSyncResult> {
  const { storage } = deps;
  const settings = parseEventSettings(storage.getItem(EVENT_KEY));
  const code = settings?.code;
  if (!settings || !code) return 'not-shared';

  const printed = takePrinted(storage);
  const report = await call(deps, liveEventPath(liveEventPaths.device, code, deviceId(storage)), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ label: deviceLabel(deps.userAgent), printed }),
  });
  if (report?.status === 410) return leaveEndedEvent(storage, settings);
  if (!report?.ok) putBackPrinted(storage, printed);
  if (!takeSettings) return report?.ok ? 'unchanged' : 'unreachable';

  const answer = await call(deps, liveEventPath(liveEventPaths.event, code));
  if (answer?.status === 410) return leaveEndedEvent(storage, settings);
  if (!answer?.ok) return 'unreachable';
  const body: unknown = await answer.json().catch(() => null);
  const next = boothSettingsOf(body, {
    pinHash: settings.pinHash,
    pinSalt: settings.pinSalt,
    code,
  });
  // The settings stored now, should /event have saved new ones (a new PIN) meanwhile.
  const current = parseEventSettings(storage.getItem(EVENT_KEY));
  if (!next || !current || current.code !== code) return 'unreachable';
  // The PIN and the quick start are this kiosk's own, never the event's.
  const merged = {
    ...next,
    pinHash: current.pinHash,
    pinSalt: current.pinSalt,
    ...(current.fixedLayout ? { fixedLayout: current.fixedLayout } : {}),
    ...(current.fixedTimer ? { fixedTimer: current.fixedTimer } : {}),
  };
  if (sameBoothSettings(current, merged)) return 'unchanged';
  saveEventSettings(merged, storage);
  return 'updated';
}

/** The name of the ended event /event tells the host about, or null. */
export function endedEventNote(storage: KeyValueStorage): { name: string } | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(ENDED_EVENT_KEY) ?? 'null');
    const name = (value as { name?: unknown } | null)?.name;
    return typeof name === 'string' ? { name } : null;
  } catch {
    return null;
  }
}

export function dismissEndedEventNote(storage: KeyValueStorage): void {
  storage.removeItem(ENDED_EVENT_KEY);
}
