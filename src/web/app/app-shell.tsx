import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../model/paths.js';
import { ErrorBoundary } from './error-boundary.js';

/**
 * The frame around every screen: the header with the way home (except on /), then the screen, which
 * may still be loading (lazy routes) or may have failed (the error boundary, reset on
 * every navigation).
 */
export function AppShell() {
  const { pathname } = useLocation();
  return (
    <div className="app-shell">
      {/* On / the page's own heading names the site, so the header would only repeat it.
          Decided from the path, so the page rendered at build and the app hydrating it agree. */}
      {pathname !== paths.home && (
        <header className="app-header">
          <Link to={paths.home} className="app-brand">
            Postbooth
          </Link>
        </header>
      )}
      <ErrorBoundary key={pathname}>
        <Suspense
          fallback={
            <p className="app-loading" role="status">
              Loading…
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
