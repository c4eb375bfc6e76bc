import { useState } from 'react';
import { Link } from '../../lib/router/link.js';
import { eventCodeOf, paths } from '../../../model/paths.js';
import { startScreen } from '../../../model/quick-start.js';
import { Screen } from '../../components/screen.js';
import { StripSample } from '../../components/artwork/strip-sample.js';
import { EventGoneActions } from '../../components/event-gone.js';
import { liveEventApi, type LiveEventApi } from '../../lib/api/live-event-api.js';
import { useT } from '../../lib/i18n/language.js';
import { useGuestLookup } from './use-guest-lookup.js';
import './guest.css';

/**
 * The guest link `/e/<code>` on a guest's own phone: the event's welcome (its name, the host's
 * greeting) and the way into the booth, which then behaves as at the event. An unknown code or
 * an ended event says so, with the ways on: a strip of one's own, or an event of one's own.
 */
export function GuestScreen({ pathname, api: given }: { pathname: string; api?: LiveEventApi }) {
  const t = useT();
  // The router shows this screen only for a well-formed code.
  const code = eventCodeOf(pathname) ?? '';
  const [api] = useState(() => given ?? liveEventApi());
  const [lookup, retry] = useGuestLookup(code, api);

  if (lookup.status === 'looking') {
    return (
      <Screen title={t('guest.titleNoName')}>
        <p role="status" className="guest-status">
          {t('guest.looking')}
        </p>
      </Screen>
    );
  }
  if (lookup.status === 'unknown' || lookup.status === 'ended') {
    const unknown = lookup.status === 'unknown';
    return (
      <Screen title={t(unknown ? 'guest.unknownTitle' : 'guest.endedTitle')}>
        <div className="guest">
          <p>{t(unknown ? 'guest.unknownText' : 'guest.endedText')}</p>
          <EventGoneActions centred />
        </div>
      </Screen>
    );
  }
  if (lookup.status !== 'open') {
    return (
      <Screen title={t('guest.titleNoName')}>
        <div className="guest">
          <p role="alert">{t('guest.failed')}</p>
          <button type="button" className="button button-primary" onClick={retry}>
            {t('guest.retry')}
          </button>
        </div>
      </Screen>
    );
  }

  const { event } = lookup;
  return (
    <Screen title={event.name || t('guest.titleNoName')}>
      <div className="guest">
        {/* The host's own words, in the language they wrote them. */}
        <p className="guest-greeting">{event.greeting}</p>
        <div className="guest-art" aria-hidden="true">
          <StripSample poses={3} />
        </div>
        <p className="guest-intro">{t('guest.intro')}</p>
        {/* Camera only: the camera at once, where the poses and the countdown are chosen. */}
        <Link to={paths[startScreen(event)]} className="button button-primary guest-start">
          {t('guest.start')}
        </Link>
      </div>
    </Screen>
  );
}
