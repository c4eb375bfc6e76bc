/**
 * What the booth's screens do differently at an event, whichever way this browser is at one:
 * as a kiosk in event mode (its settings, event-mode.ts) or as a guest's own phone that opened
 * the event's link (guest-event.ts). The kiosk's settings win: a kiosk is never a guest.
 */
import { useMemo } from 'react';
import type { EventSources } from '../../../model/event-settings.js';
import { useEventSettings } from './event-mode.js';
import { useGuestEvent } from './guest-event.js';

export interface BoothEvent {
  /** Written on every strip; '' for none. */
  readonly name: string;
  /** The letter's message: the kiosk's take-home letter, the guest's default. */
  readonly greeting: string;
  readonly sources: EventSources;
}

/** The booth's event, or null on a normal visit (and on the server, and while hydrating). */
export function useBoothEvent(): BoothEvent | null {
  const kiosk = useEventSettings();
  const guest = useGuestEvent();
  const event = kiosk ?? guest;
  const name = event?.name;
  const greeting = event?.greeting;
  const sources = event?.sources;
  return useMemo(
    () =>
      name === undefined || greeting === undefined || sources === undefined
        ? null
        : { name, greeting, sources },
    [name, greeting, sources],
  );
}
