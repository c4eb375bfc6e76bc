import { useEffect, useMemo, useState } from 'react';
import { paths } from '../../../model/paths.js';
import { Screen } from '../../components/screen.js';
import {
  forgetHostedEvent,
  hostedEvents,
  hostLinkFragment,
  saveHostedEvent,
  type HostedEvent,
} from '../../lib/event/hosted-events.js';
import { useT } from '../../lib/i18n/language.js';
import { browserStorage, type KeyValueStorage } from '../../lib/storage/safe-storage.js';
import { hostApi, type HostApi, type HostLink } from '../../lib/api/live-event-api.js';
import { HostDashboard } from './host-dashboard.js';
import './host.css';

interface HostScreenProps {
  api?: HostApi;
  storage?: KeyValueStorage;
  /** Opens a download's address; the browser's navigation unless given. */
  openUrl?: (url: string) => void;
}

type Shown = { kind: 'list' } | { kind: 'event'; link: HostLink } | { kind: 'gone'; name: string };

/**
 * /host (docs/events.md, "The host's page"): the host link's fragment (`#<code>.<hostKey>`) is
 * kept on this device and taken out of the address bar at once, so a screenshot or a shoulder
 * does not carry the key away. Without it, the events hosted from this device.
 */
export function HostScreen({
  api: givenApi,
  storage: givenStorage,
  openUrl = (url) => window.location.assign(url),
}: HostScreenProps) {
  const api = useMemo(() => givenApi ?? hostApi(), [givenApi]);
  const storage = useMemo(() => givenStorage ?? browserStorage(), [givenStorage]);
  // The fragment, read once (this screen is rendered by the browser, never on the server).
  const [opened] = useState(() => hostLinkFragment(window.location.hash));
  const [shown, setShown] = useState<Shown>(
    opened ? { kind: 'event', link: opened } : { kind: 'list' },
  );
  const t = useT();

  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', paths.host);
    }
    if (opened) {
      const kept = hostedEvents(storage).find((event) => event.code === opened.code);
      saveHostedEvent(storage, { ...opened, name: kept?.name ?? '' });
    }
  }, [opened, storage]);

  if (shown.kind === 'event') {
    const { link } = shown;
    return (
      <HostDashboard
        key={link.code}
        api={api}
        link={link}
        openUrl={openUrl}
        onName={(name) => saveHostedEvent(storage, { ...link, name })}
        onGone={(name) => {
          forgetHostedEvent(storage, link.code);
          setShown({ kind: 'gone', name });
        }}
        onForget={() => {
          forgetHostedEvent(storage, link.code);
          setShown({ kind: 'list' });
        }}
      />
    );
  }
  return (
    <Screen title={t('host.title')}>
      {shown.kind === 'gone' ? (
        <p role="status">{t('host.gone', { name: shown.name })}</p>
      ) : (
        <p>{t('host.noKey')}</p>
      )}
      <KeptEvents
        events={hostedEvents(storage)}
        onOpen={(event) => setShown({ kind: 'event', link: event })}
      />
    </Screen>
  );
}

function KeptEvents({
  events,
  onOpen,
}: {
  events: readonly HostedEvent[];
  onOpen: (event: HostedEvent) => void;
}) {
  const t = useT();
  return (
    <section className="host-section" aria-labelledby="host-kept">
      <h2 id="host-kept">{t('host.keptEvents')}</h2>
      {events.length === 0 ? (
        <p className="host-hint">
          {t('host.noKeptEvents')} <a href={paths.event}>{t('host.createEvent')}</a>
        </p>
      ) : (
        <ul className="host-kept">
          {events.map((event) => (
            <li key={event.code} className="host-kept-event">
              <span className="host-label">
                {event.name || t('host.unnamedEvent', { code: event.code })}
              </span>
              <button type="button" className="button" onClick={() => onOpen(event)}>
                {t('host.manage')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
