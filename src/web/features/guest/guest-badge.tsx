import { leaveGuestEvent, useGuestEvent } from '../../lib/event/guest-event.js';
import { useT } from '../../lib/i18n/language.js';
import './guest.css';

/**
 * 'At <event>' under the header of every screen while this phone is a guest's at an event, with
 * the way to leave it: the strips made after are the guest's own, untagged and without the
 * event's name. Nothing once the event has ended.
 */
export function GuestBadge() {
  const t = useT();
  const event = useGuestEvent();
  if (!event) return null;
  return (
    <div className="guest-badge">
      <span className="guest-badge-name">
        {event.name ? t('guest.badge', { name: event.name }) : t('guest.badgeNoName')}
      </span>
      <button
        type="button"
        className="guest-badge-leave"
        aria-label={t('guest.leaveLabel')}
        onClick={() => leaveGuestEvent()}
      >
        {t('guest.leave')}
      </button>
    </div>
  );
}
