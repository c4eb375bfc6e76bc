import { hostNewEventPath } from '../../model/event-links.js';
import { paths } from '../../model/paths.js';
import { useT } from '../lib/i18n/language.js';
import './event-gone.css';

/**
 * The ways on from an event that ended or never was (its guest page, gallery and host page):
 * a strip of one's own, or an event of one's own, so nobody is left at a closed door.
 */
export function EventGoneActions({ centred = false }: { centred?: boolean }) {
  const t = useT();
  return (
    <div className={centred ? 'event-gone-actions event-gone-centred' : 'event-gone-actions'}>
      {/* Plain links, usable by any screen with or without the app's router: leaving an
          ended event may load afresh, and /event reads its fragment (Share a new event) as it
          loads. */}
      <a className="button button-primary" href={paths.home}>
        {t('guest.ownStrip')}
      </a>
      <a className="button" href={hostNewEventPath}>
        {t('host.newEvent')}
      </a>
    </div>
  );
}
