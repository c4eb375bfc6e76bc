import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link } from '../lib/router/link.js';
import { useLocation } from '../lib/router/router.js';
import { appPathOf, paths } from '../../model/paths.js';
import { LanguageMenu } from '../components/language-menu.js';
import { useEventSettings } from '../lib/event/event-mode.js';
import { useGuestEventKept } from '../lib/event/guest-event-kept.js';
import { loadEventOfActive } from '../lib/i18n/catalogues.js';
import { useT } from '../lib/i18n/language.js';
import { ErrorBoundary } from './error-boundary.js';

/** Event mode's idle watch and wake lock: fetched only once event mode is on. */
const EventGuard = lazy(async () => {
  // Its 'Still there?' and PIN speak with event mode's words (the catalogues' 'event' part).
  const [module] = await Promise.all([
    import('../features/event/event-guard.js'),
    loadEventOfActive(),
  ]);
  return module;
});

/** 'At <event>' on a guest's own phone: fetched, with its words, only when a guest's event is kept. */
const GuestBadge = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/guest/guest-badge.js'),
    loadEventOfActive(),
  ]);
  return { default: module.GuestBadge };
});

/** The event's own screens say which event they are: no badge there. */
const EVENT_SCREENS: ReadonlySet<string> = new Set([paths.guest, paths.show, paths.gallery]);

/**
 * The frame around every screen: the header with the way home (except on /), then the screen, which
 * may still be loading (lazy routes) or may have failed (the error boundary, reset on
 * every navigation), and a footer with the host's way to event mode (except on /event, and while event mode is
 * on: guests are not to find it). While event mode is on, its guard watches for an empty booth. `onScreenReady` is called once the
 * screen answers presses (its code loaded, hydrated or rendered).
 */
export function AppShell({
  children,
  onScreenReady,
}: {
  children: ReactNode;
  onScreenReady?: () => void;
}) {
  const { pathname } = useLocation();
  const t = useT();
  // Null on the server and while hydrating: the guard never takes part in hydration.
  const event = useEventSettings();
  // The slideshow fills a TV from edge to edge: no header, no footer (from the path, so the
  // page sent and the app hydrating it agree), and no idle start-over if this browser is also a
  // kiosk.
  const bare = appPathOf(pathname) === paths.show;
  const eventScreen = EVENT_SCREENS.has(appPathOf(pathname) ?? '');
  const guestEventKept = useGuestEventKept();
  const guest = guestEventKept && !event && !eventScreen;
  return (
    <div className="app-shell">
      {!bare && (
        <header className="app-header">
          {/* On / the page's own heading names the site, so the header would only repeat it.
            Decided from the path, so the page rendered at build and the app hydrating it agree. */}
          {pathname !== paths.home && (
            <Link to={paths.home} className="app-brand">
              {t('shell.brand')}
            </Link>
          )}
          <LanguageMenu />
        </header>
      )}
      {guest && !bare && (
        <Suspense fallback={null}>
          <GuestBadge />
        </Suspense>
      )}
      <ErrorBoundary key={pathname}>
        <Suspense
          fallback={
            <p className="app-loading" role="status">
              {t('shell.loading')}
            </p>
          }
        >
          {children}
          {onScreenReady && <ScreenReady run={onScreenReady} />}
        </Suspense>
      </ErrorBoundary>
      {/* From the path, so the server's HTML and the hydrating app agree; then hidden from
          guests while event mode is on (the host opens /event by a long press on the event's
          name on /, or by its address), on a shared event's guest screens, and on a guest's
          phone while it keeps their event: a guest has no use for the kiosk's set-up. On / the
          welcome's own Host an event button leads there instead. */}
      {pathname !== paths.event &&
        pathname !== paths.home &&
        !event &&
        !bare &&
        !eventScreen &&
        !guestEventKept && (
          <footer className="app-footer">
            <Link to={paths.event} className="app-footer-link">
              {t('shell.eventMode')}
            </Link>
          </footer>
        )}
      {event && !bare && (
        <Suspense fallback={null}>
          <EventGuard idleSeconds={event.idleSeconds} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Beside the screen in its Suspense boundary, so its effect runs when the screen itself has
 * committed, not while its code is still on the way.
 */
function ScreenReady({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
