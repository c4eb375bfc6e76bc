import { createBrowserRouter } from 'react-router';
import { paths } from '../../model/paths.js';
import { AppShell } from './app-shell.js';
import { NotFound } from './not-found.js';
import { RouteError } from './route-error.js';

/** The app's screens, each loaded on first visit from its own file in routes/. */
export const router = createBrowserRouter([
  {
    path: paths.home,
    element: <AppShell />,
    errorElement: <RouteError />,
    // Shown while the first screen's code loads (the lazy routes below).
    hydrateFallbackElement: <AppShell loading />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../routes/home.js')).Home }) },
      {
        path: paths.layout,
        lazy: async () => ({ Component: (await import('../routes/layout.js')).Layout }),
      },
      {
        path: paths.capture,
        lazy: async () => ({ Component: (await import('../routes/capture.js')).Capture }),
      },
      {
        path: paths.sequence,
        lazy: async () => ({ Component: (await import('../routes/sequence.js')).Sequence }),
      },
      {
        path: paths.edit,
        lazy: async () => ({ Component: (await import('../routes/edit.js')).Edit }),
      },
      {
        path: paths.download,
        lazy: async () => ({ Component: (await import('../routes/download.js')).Download }),
      },
      {
        path: paths.textbox,
        lazy: async () => ({ Component: (await import('../routes/textbox.js')).Textbox }),
      },
      {
        path: paths.finalLetter,
        lazy: async () => ({ Component: (await import('../routes/final-letter.js')).FinalLetter }),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
