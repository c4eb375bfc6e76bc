/**
 * The app itself, loaded by main.tsx: hydrates the screen the server put in the page, or
 * renders it when the page came without (a screen that starts from this browser's data).
 * `onScreenReady` is called once the screen answers presses.
 */
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from '../lib/router/router.js';
import { matchLanguage } from '../../model/languages.js';
import { readyForEventMode } from '../lib/event/event-mode.js';
import { loadParts, setActiveLanguage } from '../lib/i18n/catalogues.js';
import { LanguageProvider } from '../lib/i18n/language.js';
import { browserLanguage, showLanguage } from '../lib/i18n/language-choice.js';
import { PageDataProvider, readPageData } from '../lib/api/page-data.js';
import { AppRoutes } from './router.js';

export async function startApp(
  container: HTMLElement,
  hydrate: boolean,
  onScreenReady: () => void,
): Promise<void> {
  // The server chose the page's language from the same sources (the query, the cookie that
  // mirrors the saved choice, Accept-Language); where the browser chooses otherwise (the offline
  // shell, a language the browser reports differently), the screen is rendered afresh in it.
  const language = browserLanguage();
  const pageLanguage = matchLanguage(document.documentElement.lang);
  setActiveLanguage(language);
  await Promise.all([loadParts(language, ['first']), readyForEventMode()]);
  showLanguage(language);
  const app = (
    <StrictMode>
      <LanguageProvider initial={language}>
        <PageDataProvider data={readPageData(document)}>
          <BrowserRouter>
            <ServiceWorkerVisits />
            <AppRoutes onScreenReady={onScreenReady} />
          </BrowserRouter>
        </PageDataProvider>
      </LanguageProvider>
    </StrictMode>
  );
  if (hydrate && pageLanguage === language) {
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
 * Tells the service worker's registration (lib/pwa/service-worker.ts, its own chunk, loaded now
 * that the app runs) each screen the app shows: a new version takes over only at `/`.
 */
function ServiceWorkerVisits() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    import('../lib/pwa/service-worker.js').then(
      ({ visit }) => visit(pathname),
      // Offline before any worker kept the chunk: the next visit registers it.
      () => undefined,
    );
  }, [pathname]);
  return null;
}
