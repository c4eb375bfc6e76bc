import type { HostedEvent } from '../../lib/event/hosted-events.js';
import { useT } from '../../lib/i18n/language.js';
import { paths } from '../../../model/paths.js';

/**
 * The shared events hosted from this device, each with the way to its host's page (the key in
 * the link's fragment, as in the host link). Nothing when there are none.
 */
export function HostedEvents({ events }: { events: readonly HostedEvent[] }) {
  const t = useT();
  if (events.length === 0) return null;
  return (
    <section className="event-hosted" aria-labelledby="event-hosted-title">
      <h2 id="event-hosted-title" className="event-hosted-title">
        {t('liveEvent.hostedTitle')}
      </h2>
      <ul className="event-hosted-list">
        {events.map((event) => (
          <li key={event.code} className="event-hosted-item">
            <span className="event-hosted-name">{event.name || t('liveEvent.unnamed')}</span>
            {/* A plain link: /host reads the key from the fragment when it loads. */}
            <a className="button" href={`${paths.host}#${event.code}.${event.hostKey}`}>
              {t('liveEvent.openHost')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
