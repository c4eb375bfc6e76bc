/**
 * The page's first script, kept small. When the server put the screen in the page, the app's
 * code is fetched only once the page has shown it (its images and fonts loaded, then painted),
 * so on a slow network nothing competes with what the visitor sees first; links work before,
 * and a press on a button before the app runs is held and answered once it does. A friend's
 * page and `/` wait for their reader's first input (app/start-moment.ts). A page without its screen
 * needs the app at once.
 */
import './app/theme.css';
import './app/fonts.css';
import { afterPageShown, APP_START_MARK, browserFirstPaint } from './app/after-page-shown.js';
import { holdEarlyPresses } from './app/early-presses.js';
import { onFirstInput, startMoment, storedForStart } from './app/start-moment.js';
import { HOME_PATH } from '../model/first-paths.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

/**
 * A page opened again with navigation state (a reload, Back) may start elsewhere than the
 * markup made for a visitor arriving by its address: it is rendered afresh, not hydrated.
 */
const navigationState = (history.state as { usr?: unknown } | null)?.usr;
const hydrate = container.firstElementChild !== null && navigationState === undefined;

let started = false;
/**
 * The app, in two tasks: React DOM's code first, alone (the largest part to evaluate), then the
 * app's, after a pause for anything the page has to do; so neither is a long task on a slow
 * phone (docs/development.md, "Budgets that hold").
 */
async function start(root: HTMLElement, onScreenReady: () => void) {
  if (started) return;
  started = true;
  performance.mark(APP_START_MARK);
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { startApp } = await import('./app/start-app.js');
  await startApp(root, hydrate, onScreenReady);
}

/** Our page-view counter: its own small chunk, so a page read without the app is counted too. */
const countPageViews = () => void import('./lib/analytics/start-analytics.js');

/**
 * The offline booth's worker (lib/pwa/service-worker.ts, its own chunk), for `/` read without
 * the app: a guest who only looks still gets it, and a booth left at `/` still takes a new
 * version. The app tells it each screen it shows once it runs.
 */
const registerWorker = () => {
  if (!import.meta.env.PROD) return;
  import('./lib/pwa/service-worker.js').then(
    ({ visit }) => visit(location.pathname),
    // Offline before any worker kept the chunk: the next visit registers it.
    () => undefined,
  );
};

if (hydrate) {
  // The app starts once (start() ignores later calls); its screen ready, held presses are made.
  const go = () => void start(container, () => presses.release());
  const presses = holdEarlyPresses(container, go);
  // A friend's letter and `/`: the reader's first input starts the app, from the very first
  // moment (app/start-moment.ts).
  if (startMoment(location, null) === 'first-input') onFirstInput(window, go);
  afterPageShown({ ...pageWindow(), firstPaint: browserFirstPaint }, () => {
    countPageViews();
    // Any other page, the sender's own letter (this browser holds its token) and `/` at an
    // event: at once.
    if (
      startMoment(
        location,
        storedForStart(() => localStorage),
      ) === 'after-paint'
    )
      go();
    else if (location.pathname === HOME_PATH) registerWorker();
  });
} else {
  countPageViews();
  void start(container, () => undefined);
}

function pageWindow() {
  return {
    document,
    addEventListener: window.addEventListener.bind(window),
    requestAnimationFrame: window.requestAnimationFrame.bind(window),
    setTimeout: window.setTimeout.bind(window),
  };
}
