/**
 * The app's screens, each loaded on first visit from its own file in routes/.
 * Declarative routes (BrowserRouter + Routes) rather than the data router: the data
 * router adds about 17 KB of gzipped JavaScript to the first page, and we use none of
 * its loaders or actions (docs/development.md, Benchmarks: 90 KB for /).
 */
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../../model/paths.js';
import { loadRestOfActive } from '../lib/i18n/catalogues.js';
import { AppShell } from './app-shell.js';
import { NotFound } from './not-found.js';

/**
 * A screen past the welcome screen: its code and the rest of the visitor's language (the first
 * page fetches only the frame's and the welcome screen's messages), fetched together.
 */
function screen<T>(load: () => Promise<T>, pick: (module: T) => ComponentType) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadRestOfActive()]);
    return { default: pick(module) };
  });
}

const Home = lazy(async () => ({ default: (await import('../routes/home.js')).Home }));
const Layout = screen(
  () => import('../routes/layout.js'),
  (m) => m.Layout,
);
const Capture = screen(
  () => import('../routes/capture.js'),
  (m) => m.Capture,
);
const Sequence = screen(
  () => import('../routes/sequence.js'),
  (m) => m.Sequence,
);
const Edit = screen(
  () => import('../routes/edit.js'),
  (m) => m.Edit,
);
const Download = screen(
  () => import('../routes/download.js'),
  (m) => m.Download,
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
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<Home />} />
        <Route path={paths.layout} element={<Layout />} />
        <Route path={paths.capture} element={<Capture />} />
        <Route path={paths.sequence} element={<Sequence />} />
        <Route path={paths.edit} element={<Edit />} />
        <Route path={paths.download} element={<Download />} />
        <Route path={paths.textbox} element={<Textbox />} />
        <Route path={paths.finalLetter} element={<FinalLetter />} />
        <Route path={paths.event} element={<Event />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
