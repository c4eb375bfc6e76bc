/**
 * The shared event a guest joined on their own phone (docs/events.md, "On your own phone at an
 * event"): what the booth needs of the event's public settings, kept in the browser under
 * GUEST_EVENT_KEY. The guest's event lasts on this phone until its `endsAt` (the server deletes
 * it then) or until the guest leaves it. Checked by hand, not with zod: the app's frame reads it
 * on every page, and the first page carries no schema library.
 */
import { EVENT_NAME_MAX_LENGTH, GREETING_MAX_LENGTH, oneLine } from './event-settings.js';
import type { EventSources } from './event-settings.js';
import { EVENT_CODE_PATTERN } from './ids.js';
import { matchLanguage, type Language } from './languages.js';
import type { GalleryMode, PublicEvent } from './live-event.js';

export interface GuestEvent {
  readonly code: string;
  /** Written on the strip under the date stamp; '' for none. */
  readonly name: string;
  /** The default message of the guest's letter, and the welcome's words. */
  readonly greeting: string;
  readonly language: Language;
  readonly sources: EventSources;
  readonly gallery: GalleryMode;
  /** Milliseconds since the epoch: the event is over for this phone from then on. */
  readonly endsAt: number;
}

/** What the guest's phone keeps of the event the server answered. */
export function guestEventOf(event: PublicEvent): GuestEvent {
  const { settings } = event;
  return {
    code: event.code,
    name: settings.name,
    greeting: settings.greeting,
    language: settings.language,
    sources: settings.sources,
    gallery: settings.gallery,
    endsAt: event.endsAt,
  };
}

const GALLERY: readonly string[] = ['off', 'approval', 'instant'];

/** The kept event, checked field by field; null when anything is wrong or it ended by `now`. */
export function parseGuestEvent(raw: string | null, now: number): GuestEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const language = typeof v.language === 'string' ? matchLanguage(v.language) : null;
  const ok =
    typeof v.code === 'string' &&
    EVENT_CODE_PATTERN.test(v.code) &&
    typeof v.name === 'string' &&
    v.name.length <= EVENT_NAME_MAX_LENGTH &&
    oneLine(v.name) === v.name &&
    typeof v.greeting === 'string' &&
    v.greeting.trim() !== '' &&
    v.greeting.length <= GREETING_MAX_LENGTH &&
    language !== null &&
    (v.sources === 'camera' || v.sources === 'camera-and-upload') &&
    typeof v.gallery === 'string' &&
    GALLERY.includes(v.gallery) &&
    typeof v.endsAt === 'number' &&
    Number.isFinite(v.endsAt);
  if (!ok || (v.endsAt as number) <= now) return null;
  return {
    code: v.code as string,
    name: v.name as string,
    greeting: v.greeting as string,
    language,
    sources: v.sources as EventSources,
    gallery: v.gallery as GalleryMode,
    endsAt: v.endsAt as number,
  };
}
