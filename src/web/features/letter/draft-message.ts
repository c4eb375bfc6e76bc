/**
 * The letter's message as the guest left it: what they wrote, or on a guest's phone at an event
 * the event's greeting until they write their own (docs/events.md, "On your own phone at an
 * event"). /textbox shows it and /final-letter sends it, so the greeting a guest kept by pressing
 * Continue without typing is the one sent: /textbox saves only what was typed.
 */
import { readGuestEvent } from '../../lib/event/guest-event.js';
import { LETTER_MESSAGE_KEY } from '../../lib/storage/letter-keys.js';
import { clampMessage, loadMessage } from '../../lib/storage/letter-message.js';
import type { KeyValueStorage } from '../../lib/storage/safe-storage.js';

export function draftMessage(storage: KeyValueStorage, now = Date.now()): string {
  const greeting = readGuestEvent(storage, now)?.greeting;
  if (greeting && storage.getItem(LETTER_MESSAGE_KEY) === null) return clampMessage(greeting);
  return loadMessage(storage);
}
