import { useEffect, useMemo, useState } from 'react';
import { paths } from '../../../model/paths.js';
import { hostNewEventPath } from '../../../model/event-links.js';
import { EventGoneActions } from '../../components/event-gone.js';
import { Screen } from '../../components/screen.js';
import {
  closeHostOpen,
  forgetHostedEvent,
  hostedEvents,
  hostLinkFragment,
  hostOpen,
  keepHostOpen,
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

type Shown =
  | { kind: 'list' }
  | { kind: 'event'; link: HostLink; name: string }
  | { kind: 'gone'; name: string };

/** What /host shows first: the host link's event, else what it showed before a reload. */
function firstShown(opened: HostLink | null, storage: KeyValueStorage): Shown {
  const kept = (code: string) => hostedEvents(storage).find((event) => event.code === code);
  if (opened) return { kind: 'event', link: opened, name: kept(opened.code)?.name ?? '' };
  const open = hostOpen(storage);
  if (open?.kind === 'ended') return { kind: 'gone', name: open.name };
  if (open?.kind === 'event') {
    const { code, hostKey, name } = open.event;
    return { kind: 'event', link: { code, hostKey }, name };
  }
  return { kind: 'list' };
}

/**
 * /host (docs/events.md, "The host's page"): the host link's fragment (`#<code>.<hostKey>`) is
 * kept on this device and taken out of the address bar at once, so a screenshot or a shoulder
 * does not carry the key away; a reload shows the same event again (or that it ended). Without
 * either, the events hosted from this device.
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
  const [shown, setShown] = useState<Shown>(() => firstShown(opened, storage));
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

  const shownCode = shown.kind === 'event' ? shown.link.code : null;
  useEffect(() => {
    if (shownCode !== null) keepHostOpen(storage, { code: shownCode });
  }, [shownCode, storage]);

  if (shown.kind === 'event') {
    const { link } = shown;
    return (
      <HostDashboard
        key={link.code}
        api={api}
        link={link}
        keptName={shown.name}
        openUrl={openUrl}
        onName={(name) => {
          const kept = hostedEvents(storage).find((event) => event.code === link.code);
          if (kept?.name !== name) saveHostedEvent(storage, { ...link, name });
        }}
        onGone={(name) => {
          forgetHostedEvent(storage, link.code);
          keepHostOpen(storage, { ended: name });
          setShown({ kind: 'gone', name });
        }}
        onForget={() => {
          forgetHostedEvent(storage, link.code);
          closeHostOpen(storage);
          setShown({ kind: 'list' });
        }}
      />
    );
  }
  const kept = hostedEvents(storage);
  return (
    <Screen title={t('host.title')}>
      {shown.kind === 'gone' ? (
        <>
          <p role="status">{shown.name ? t('host.gone', { name: shown.name }) : t('host.ended')}</p>
          <EventGoneActions />
        </>
      ) : (
        <p>{t('host.noKey')}</p>
      )}
      {/* After an ending, an empty list would read as if no event had been hosted here. */}
      {(shown.kind === 'list' || kept.length > 0) && (
        <KeptEvents
          events={kept}
          onOpen={(event) => setShown({ kind: 'event', link: event, name: event.name })}
        />
      )}
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
          {t('host.noKeptEvents')} <a href={hostNewEventPath}>{t('host.createEvent')}</a>
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
