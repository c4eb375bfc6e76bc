/**
 * The page's first script, kept small. When the server put the screen in the page, the app's
 * code is fetched only once the page has shown it (its images and fonts loaded, then painted),
 * so on a slow network nothing competes with what the visitor sees first; links work before,
 * and buttons come alive a moment later. A page without its screen needs the app at once.
 */
import './app/theme.css';
import './app/fonts.css';
import { afterPageShown, APP_START_MARK, browserFirstPaint } from './app/after-page-shown.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

/**
 * A page opened again with navigation state (a reload, Back) may start elsewhere than the
 * markup made for a visitor arriving by its address: it is rendered afresh, not hydrated.
 */
const navigationState = (history.state as { usr?: unknown } | null)?.usr;
const hydrate = container.firstElementChild !== null && navigationState === undefined;

/**
 * The app, in two tasks: React DOM's code first, alone (the largest part to evaluate), then the
 * app's, after a pause for anything the page has to do; so neither is a long task on a slow
 * phone (docs/development.md, "Budgets that hold").
 */
async function start(root: HTMLElement) {
  performance.mark(APP_START_MARK);
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { startApp } = await import('./app/start-app.js');
  await startApp(root, hydrate);
}

if (hydrate)
  afterPageShown({ ...pageWindow(), firstPaint: browserFirstPaint }, () => void start(container));
else void start(container);

function pageWindow() {
  return {
    document,
    addEventListener: window.addEventListener.bind(window),
    requestAnimationFrame: window.requestAnimationFrame.bind(window),
    setTimeout: window.setTimeout.bind(window),
  };
}
