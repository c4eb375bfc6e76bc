/**
 * The shared events hosted from this browser (docs/events.md): each event's code and host key,
 * kept so the host reaches `/host` again from `/event` without the link. The key is the only
 * way back to an event, so it is kept until the host forgets the event or the event ends.
 */
// From ids.ts, not live-event.ts: a booth device forgets an ended event on `/`, which carries no
// schema library (lib/event/booth-sync.ts). A host key is shaped like a delete token.
import {
  DELETE_TOKEN_PATTERN as HOST_KEY_PATTERN,
  EVENT_CODE_PATTERN,
} from '../../../model/ids.js';
import type { KeyValueStorage } from '../storage/safe-storage.js';

const HOSTED_EVENTS_KEY = 'postbooth.hostedEvents';

export interface HostedEvent {
  readonly code: string;
  readonly hostKey: string;
  /** The event's name when it was kept, to tell events apart in a list; '' for none. */
  readonly name: string;
}

/** The host link's fragment, `#<code>.<hostKey>`, read; null when it holds no event. */
export function hostLinkFragment(hash: string): { code: string; hostKey: string } | null {
  const match = /^#?([^.]+)\.(.+)$/.exec(hash);
  if (!match) return null;
  const [, code = '', hostKey = ''] = match;
  return EVENT_CODE_PATTERN.test(code) && HOST_KEY_PATTERN.test(hostKey) ? { code, hostKey } : null;
}

/** The events kept in `storage`, newest first; entries that are not well formed are left out. */
export function hostedEvents(storage: KeyValueStorage): HostedEvent[] {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(HOSTED_EVENTS_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is HostedEvent =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as HostedEvent).name === 'string' &&
      hostLinkFragment(`${(entry as HostedEvent).code}.${(entry as HostedEvent).hostKey}`) !== null,
  );
}

/** Keeps an event (first in the list; a second save of the same code replaces it). */
export function saveHostedEvent(storage: KeyValueStorage, event: HostedEvent): void {
  const others = hostedEvents(storage).filter((kept) => kept.code !== event.code);
  storage.setItem(HOSTED_EVENTS_KEY, JSON.stringify([event, ...others]));
}

/** Forgets an event (ended, or the host asked). */
export function forgetHostedEvent(storage: KeyValueStorage, code: string): void {
  const kept = hostedEvents(storage).filter((event) => event.code !== code);
  storage.setItem(HOSTED_EVENTS_KEY, JSON.stringify(kept));
}

/**
 * The event /host shows, so a reload shows it again (the host link's fragment is taken out of
 * the address bar at once): its code only, the key staying where it is kept above. Or the name
 * of the event the host just ended there, so a reload still says it ended.
 */
const HOST_OPEN_KEY = 'postbooth.hostOpen';

export type HostOpen = { kind: 'event'; event: HostedEvent } | { kind: 'ended'; name: string };

/** What /host showed last on this device; null for the list. */
export function hostOpen(storage: KeyValueStorage): HostOpen | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(HOST_OPEN_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { code, ended } = value as { code?: unknown; ended?: unknown };
  if (typeof ended === 'string') return { kind: 'ended', name: ended };
  // Only an event still kept (with its key) opens again: one forgotten meanwhile does not.
  const event = hostedEvents(storage).find((kept) => kept.code === code);
  return event ? { kind: 'event', event } : null;
}

export function keepHostOpen(storage: KeyValueStorage, open: { code: string } | { ended: string }) {
  storage.setItem(HOST_OPEN_KEY, JSON.stringify(open));
}

export function closeHostOpen(storage: KeyValueStorage): void {
  storage.removeItem(HOST_OPEN_KEY);
}
