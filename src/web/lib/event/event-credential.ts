/**
 * Which shared event this browser's strips and letters count for (docs/events.md, "The event,
 * shared"): the kiosk's event when it is a booth device of one (its settings' `code`), else the
 * event whose guest link this guest opened. Uploads carry the code in a header, so the server
 * tags them and counts them against the event's budget rather than the venue's one address.
 * No schema library here: the friend's page loads the letter API, and with it this module.
 */
import { parseEventSettings } from '../../../model/event-settings.js';
import { DEVICE_ID_HEADER, EVENT_CODE_HEADER } from '../../../model/api-paths.js';
import { EVENT_CODE_PATTERN } from '../../../model/ids.js';
import { randomHex } from '../random-hex.js';
import { EVENT_KEY, GUEST_EVENT_KEY } from './event-keys.js';
import type { KeyValueStorage } from '../storage/safe-storage.js';

export { GUEST_EVENT_KEY };
/** A booth device's own id, made once (22 characters, as the server wants). */
const DEVICE_ID_KEY = 'postbooth.deviceId';

/** The code of the guest's event, or null. */
function guestEventCode(storage: KeyValueStorage): string | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(GUEST_EVENT_KEY) ?? 'null');
    const code = (value as { code?: unknown } | null)?.code;
    return typeof code === 'string' && EVENT_CODE_PATTERN.test(code) ? code : null;
  } catch {
    return null;
  }
}

/** This device's id as a booth of an event, made and kept on first use. */
export function deviceId(storage: KeyValueStorage): string {
  const kept = storage.getItem(DEVICE_ID_KEY);
  if (kept && /^[A-Za-z0-9_-]{22}$/.test(kept)) return kept;
  const made = randomHex(11);
  storage.setItem(DEVICE_ID_KEY, made);
  return made;
}

/** The headers an upload carries for the event it counts for; none outside an event. */
export function eventUploadHeaders(storage: KeyValueStorage): Record<string, string> {
  const kiosk = parseEventSettings(storage.getItem(EVENT_KEY))?.code;
  if (kiosk) return { [EVENT_CODE_HEADER]: kiosk, [DEVICE_ID_HEADER]: deviceId(storage) };
  const guest = guestEventCode(storage);
  return guest ? { [EVENT_CODE_HEADER]: guest } : {};
}
