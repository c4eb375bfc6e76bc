/**
 * The booth's event name as useBoothEvent() tells it (the kiosk's settings, else the guest's
 * event; '' on a normal visit), read from storage for code that runs outside React: the share
 * flow draws a living strip's video with it, as the editor drew the strip.
 */
import { parseEventSettings } from '../../../model/event-settings.js';
import type { KeyValueStorage } from '../storage/safe-storage.js';
import { EVENT_KEY } from './event-mode.js';
import { readGuestEvent } from './guest-event.js';

export function boothEventName(storage: KeyValueStorage): string {
  return (
    parseEventSettings(storage.getItem(EVENT_KEY))?.name ?? readGuestEvent(storage)?.name ?? ''
  );
}
