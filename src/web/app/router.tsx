/**
 * The app's screens, each loaded on first visit from its own file in routes/.
 * Declarative routes (BrowserRouter + Routes) rather than the data router: the data
 * router adds about 17 KB of gzipped JavaScript to the first page, and we use none of
 * its loaders or actions (README, Benchmarks: 90 KB for /).
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../../model/paths.js';
import { AppShell } from './app-shell.js';
import { NotFound } from './not-found.js';

const Home = lazy(async () => ({ default: (await import('../routes/home.js')).Home }));
const Layout = lazy(async () => ({ default: (await import('../routes/layout.js')).Layout }));
const Capture = lazy(async () => ({ default: (await import('../routes/capture.js')).Capture }));
const Sequence = lazy(async () => ({
  default: (await import('../routes/sequence.js')).Sequence,
}));
const Edit = lazy(async () => ({ default: (await import('../routes/edit.js')).Edit }));
const Download = lazy(async () => ({
  default: (await import('../routes/download.js')).Download,
}));
const Textbox = lazy(async () => ({ default: (await import('../routes/textbox.js')).Textbox }));
const FinalLetter = lazy(async () => ({
  default: (await import('../routes/final-letter.js')).FinalLetter,
}));

const Event = lazy(async () => ({ default: (await import('../routes/event.js')).Event }));

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
