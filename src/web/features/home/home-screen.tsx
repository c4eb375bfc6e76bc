import { Link } from 'react-router';
import { paths } from '../../../model/paths.js';
import { BoothArt } from '../../components/artwork/booth-art.js';
import { Screen } from '../../components/screen.js';
import { useEventSettings } from '../../lib/event-mode.js';
import { useT } from '../../lib/i18n/language.js';
import { WelcomeArt } from './welcome-art.js';
import './home.css';

/**
 * The welcome screen: the way into the booth, with the event's name in event mode (known only
 * in the browser: not in the page rendered at build, nor while it hydrates).
 */
export function HomeScreen() {
  const eventName = useEventSettings()?.name ?? '';
  const t = useT();
  return (
    <Screen title={t('shell.brand')}>
      <div className="home">
        <WelcomeArt />
        <div className="home-intro">
          {eventName && <p className="home-event">{eventName}</p>}
          <p className="home-tagline">
            {t('home.tagline')}
          </p>
          <Link to={paths.layout} className="button button-primary home-start">
            {t('home.start')}
          </Link>
        </div>
        <BoothArt />
      </div>
    </Screen>
  );
}
