import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router.js';
import { PageDataProvider, readPageData } from './lib/page-data.js';
import './app/theme.css';
import './lib/start-analytics.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

const app = (
  <StrictMode>
    <PageDataProvider data={readPageData(document)}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PageDataProvider>
  </StrictMode>
);

/**
 * The server rendered the screen into the page as a visitor arriving by its address sees it.
 * A page opened again with navigation state (a reload, Back) may start elsewhere: it is
 * rendered afresh rather than hydrated over markup made for another state.
 */
const rendered = container.firstElementChild !== null;
const navigationState = (history.state as { usr?: unknown } | null)?.usr;
if (rendered && navigationState === undefined) {
  hydrateRoot(container, app, {
    // Said on the console so tests (and developers) see it; React then renders afresh.
    onRecoverableError: (error) => console.error('Hydration failed:', error),
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
