/**
 * Where this browser keeps event mode (docs/events.md), in a module of its own: the page's first
 * script (app/start-moment.ts) asks whether a booth is at an event without loading React.
 */

/** The event's settings (model/event-settings.ts), as JSON. */
export const EVENT_KEY = 'postbooth.event';

/** The PIN lock (event-pin.ts). */
export const EVENT_LOCK_KEY = 'postbooth.eventLock';

/** The event a guest joined through its link (`/e/<code>`), as JSON (model/guest-event.ts). */
export const GUEST_EVENT_KEY = 'postbooth.guestEvent';

/** Said on the window when this tab joins or leaves a guest's event (guest-event.ts). */
export const GUEST_EVENT_CHANGED = 'postbooth:guest-event-changed';
