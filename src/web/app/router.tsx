/**
 * The app's screens, each loaded on first visit from its own file in routes/: the table of
 * paths (model/paths.ts) says which, as it does for the server, so the page the server sends
 * for an address and the app hydrating it always agree (`/edit/` is /edit, `/Edit` is no
 * screen).
 */
import { lazy, type ComponentType } from 'react';
import { appPathOf, paths, type AppPath } from '../../model/paths.js';
import { useLocation } from '../lib/router/router.js';
import { loadEventOfActive, loadMakeOfActive, loadRestOfActive } from '../lib/i18n/catalogues.js';
import { AppShell } from './app-shell.js';
import { NotFound } from './not-found.js';

/**
 * A screen past the welcome screen: its code and the rest of the visitor's language (the first
 * page fetches only the frame's and the welcome screen's messages), fetched together.
 */
function screen<T>(
  load: () => Promise<T>,
  pick: (module: T) => ComponentType,
  loadMessages: () => Promise<void> = loadRestOfActive,
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadMessages()]);
    return { default: pick(module) };
  });
}

const Home = lazy(async () => ({ default: (await import('../routes/home.js')).Home }));
const Layout = screen(
  () => import('../routes/layout.js'),
  (m) => m.Layout,
  loadMakeOfActive,
);
const Capture = screen(
  () => import('../routes/capture.js'),
  (m) => m.Capture,
  loadMakeOfActive,
);
const Sequence = screen(
  () => import('../routes/sequence.js'),
  (m) => m.Sequence,
  loadMakeOfActive,
);
const Edit = screen(
  () => import('../routes/edit.js'),
  (m) => m.Edit,
  loadMakeOfActive,
);
const Download = screen(
  () => import('../routes/download.js'),
  (m) => m.Download,
  loadMakeOfActive,
);
const Textbox = screen(
  () => import('../routes/textbox.js'),
  (m) => m.Textbox,
);
const FinalLetter = screen(
  () => import('../routes/final-letter.js'),
  (m) => m.FinalLetter,
);
const Event = screen(
  () => import('../routes/event.js'),
  (m) => m.Event,
  loadEventOfActive,
);

// The shared event's screens fetch their own texts too (the 'event' part of the catalogues), so
// the friend's page does not carry them.
const Host = screen(
  () => import('../routes/host.js'),
  (m) => m.Host,
  loadEventOfActive,
);
const Guest = screen(
  () => import('../routes/guest.js'),
  (m) => m.Guest,
  loadEventOfActive,
);
const Show = screen(
  () => import('../routes/show.js'),
  (m) => m.Show,
  loadEventOfActive,
);
const Gallery = screen(
  () => import('../routes/gallery.js'),
  (m) => m.Gallery,
  loadEventOfActive,
);

const Together = screen(
  () => import('../routes/together.js'),
  (m) => m.Together,
  loadMakeOfActive,
);

/** Each screen's component, by its path. */
const SCREENS: Record<AppPath, ComponentType> = {
  [paths.home]: Home,
  [paths.layout]: Layout,
  [paths.capture]: Capture,
  [paths.sequence]: Sequence,
  [paths.edit]: Edit,
  [paths.download]: Download,
  [paths.textbox]: Textbox,
  [paths.finalLetter]: FinalLetter,
  [paths.event]: Event,
  [paths.host]: Host,
  [paths.guest]: Guest,
  [paths.show]: Show,
  [paths.gallery]: Gallery,
  [paths.together]: Together,
};

/**
 * The screen of the browser's address in the app's frame; the 404 screen for any other.
 * `onScreenReady`: see AppShell.
 */
export function AppRoutes({ onScreenReady }: { onScreenReady?: () => void }) {
  const screen = appPathOf(useLocation().pathname);
  const Screen = screen === null ? NotFound : SCREENS[screen];
  return (
    <AppShell onScreenReady={onScreenReady}>
      <Screen />
    </AppShell>
  );
}
