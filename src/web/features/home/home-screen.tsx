import type { MouseEvent } from 'react';
import { Link } from '../../lib/router/link.js';
import { useNavigate } from '../../lib/router/router.js';
import { paths } from '../../../model/paths.js';
import { Screen } from '../../components/screen.js';
import { startScreen } from '../../../model/quick-start.js';
import { useEventSettings } from '../../lib/event/event-mode.js';
import { useGuestEventKept } from '../../lib/event/guest-event-kept.js';
import { useT } from '../../lib/i18n/language.js';
// An image, not a component: the first page's JavaScript then carries none of its drawing.
import boothArt from './art/booth.svg?no-inline';
import welcomeArt from './art/welcome.svg?no-inline';
import { useLongPress } from './use-long-press.js';
import './home.css';

/** How long the host holds the event's name to open /event (its link is hidden from guests). */
const HOST_PRESS_MS = 1500;

/**
 * The welcome screen: the way into the booth. In event mode the event's name is its headline
 * (known only in the browser: not in the page rendered at build, nor while it hydrates); held
 * down, it opens /event for the host. A kiosk whose host allows the camera only starts at the
 * camera. Outside event mode, Host an event leads to /event (not on a guest's phone that keeps
 * their event: a guest has no use for it).
 */
export function HomeScreen() {
  const settings = useEventSettings();
  const guestEventKept = useGuestEventKept();
  const eventName = settings?.name ?? '';
  const t = useT();
  const navigate = useNavigate();
  const hostPress = useLongPress(() => void navigate(paths.event), HOST_PRESS_MS);
  const start = paths[startScreen(settings)];
  // A kiosk's guest stands back from a screen they never saw: the whole welcome area starts, not
  // only the button (which still does, and is the keyboard's way).
  const kiosk = settings !== null;
  const startAnywhere = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    void navigate(start);
  };
  return (
    <Screen
      title={eventName || t('shell.brand')}
      heading={eventName ? { className: 'home-event', ...hostPress } : undefined}
    >
      <div
        className={kiosk ? 'home home-kiosk' : 'home'}
        data-testid="home-welcome"
        onClick={kiosk ? startAnywhere : undefined}
      >
        <img
          className="welcome-art"
          src={welcomeArt}
          width={336}
          height={250}
          alt={t('home.welcomeArt')}
          fetchPriority="high"
        />
        <div className="home-intro">
          <p className="home-tagline">{t('home.tagline')}</p>
          <Link to={start} className="button button-primary home-start">
            {t('home.start')}
          </Link>
          {kiosk ? (
            <p className="home-tap">{t('home.tapAnywhere')}</p>
          ) : (
            !guestEventKept && (
              <Link to={paths.event} className="button home-host">
                {t('home.host')}
              </Link>
            )
          )}
        </div>
        {/* The booth's sign is a word over the picture, in the page's font and language. */}
        <div className="booth-art" role="img" aria-label={t('home.boothArt')}>
          <img src={boothArt} width={244} height={300} alt="" />
          <span className="booth-art-sign" aria-hidden="true">
            {t('home.boothSign')}
          </span>
        </div>
      </div>
    </Screen>
  );
}
