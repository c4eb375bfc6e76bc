/**
 * The app itself, loaded by main.tsx: hydrates the screen the server put in the page, or
 * renders it when the page came without (a screen that starts from this browser's data).
 */
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router';
import { PageDataProvider, readPageData } from '../lib/page-data.js';
import '../lib/start-analytics.js';
import { AppRoutes } from './router.js';

export function startApp(container: HTMLElement, hydrate: boolean): void {
  const app = (
    <StrictMode>
      <PageDataProvider data={readPageData(document)}>
        <BrowserRouter>
          <ServiceWorkerVisits />
          <AppRoutes />
        </BrowserRouter>
      </PageDataProvider>
    </StrictMode>
  );
  if (hydrate) {
    // In a transition, React hydrates in slices and lets the page answer in between (no long
    // task on a slow phone); the screen is already shown, so nothing waits for it.
    startTransition(() => {
      hydrateRoot(container, app, {
        // Said on the console so tests (and developers) see it; React then renders afresh.
        onRecoverableError: (error) => console.error('Hydration failed:', error),
      });
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

/**
 * Tells the service worker's registration (lib/service-worker.ts, its own chunk, loaded now that
 * the app runs) each screen the app shows: a new version takes over only at `/`.
 */
function ServiceWorkerVisits() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    import('../lib/service-worker.js').then(
      ({ visit }) => visit(pathname),
      // Offline before any worker kept the chunk: the next visit registers it.
      () => undefined,
    );
  }, [pathname]);
  return null;
}
