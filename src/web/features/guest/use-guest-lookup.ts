import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { guestEventOf, type GuestEvent } from '../../../model/guest-event.js';
import type { LiveEventApi } from '../../lib/api/live-event-api.js';
import { joinGuestEvent, leaveGuestEvent, readGuestEvent } from '../../lib/event/guest-event.js';
import { useLanguage } from '../../lib/i18n/language.js';

export type GuestLookup =
  | { status: 'looking' }
  | { status: 'open'; event: GuestEvent }
  | { status: 'unknown' | 'ended' | 'failed' };

/**
 * What the guest link leads to (docs/events.md, "On your own phone at an event"): the event,
 * read from the server and kept on the phone, so the booth behaves as at it. A guest who joins
 * sees the event's language (the header's menu switches it); coming back through the link keeps
 * the one they chose. Offline, an event kept from before still opens; an ended or unknown event
 * is left.
 */
export function useGuestLookup(code: string, api: LiveEventApi): [GuestLookup, () => void] {
  const { choose } = useLanguage();
  const [lookup, setLookup] = useState<GuestLookup>({ status: 'looking' });
  const [attempt, setAttempt] = useState(0);

  // The language is the event's when the guest joins, not each time the menu changes it.
  const welcome = useEffectEvent((event: GuestEvent) => {
    void choose(event.language).catch(() => undefined);
  });

  useEffect(() => {
    let live = true;
    api.getEvent(code).then(
      (found) => {
        if (!live) return;
        if (found.status !== 'open') {
          if (readGuestEvent()?.code === code) leaveGuestEvent();
          setLookup({ status: found.status });
          return;
        }
        const event = guestEventOf(found.event);
        const joined = readGuestEvent()?.code === code;
        joinGuestEvent(event);
        if (!joined) welcome(event);
        setLookup({ status: 'open', event });
      },
      () => {
        if (!live) return;
        const kept = readGuestEvent();
        setLookup(kept?.code === code ? { status: 'open', event: kept } : { status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [code, api, attempt]);

  const retry = useCallback(() => {
    setLookup({ status: 'looking' });
    setAttempt((count) => count + 1);
  }, []);
  return [lookup, retry];
}
