/**
 * The service worker (vite.config.ts: Workbox's generateSW, which writes all of its caching),
 * registered by the app once it runs, so its code is never part of the first paint (loaded by
 * start-app.tsx with the first screen). A new version installs in the background and waits; it
 * takes over only at `/` (version-updates.ts), where the page then reloads.
 *
 * Registered with the browser's API rather than `virtual:pwa-register`: that one loads
 * workbox-window (2.1 KB gzipped), which took the first page past its 90 KB budget; what we need
 * of it is the few lines below, and the worker's side (SKIP_WAITING) is Workbox's own.
 */
import { paths } from '../../../model/paths.js';
import { QUIET_BEFORE_HAND_OVER_MS, versionAction } from './version-updates.js';

const WORKER = '/sw.js';
/** A small file the running version answers from its precache: asked to wake it (handOver). */
const WAKE_URL = '/favicon.svg';
/**
 * How long a hand-over that has not happened waits before the page reloads to ask again: far
 * more than the second or so it takes (so a busy machine does not reload on the way), far less
 * than the minutes Chromium can keep the old version (handOver).
 */
const HAND_OVER_AGAIN_MS = 15_000;

let registration: ServiceWorkerRegistration | null = null;
let registering: Promise<void> | null = null;
/** The page listens for the new version taking over (once per page). */
let listening = false;
let handOverTimer: ReturnType<typeof setTimeout> | undefined;
/** The new version took over after the guest had left `/`: the reload waits for `/`. */
let tookOverElsewhere = false;

/** The app shows `pathname`: registers the worker the first time, then applies the rule. */
export function visit(pathname: string): void {
  // Absent where service workers are not allowed (some private windows, a browser's policy).
  if (!(navigator.serviceWorker as ServiceWorkerContainer | undefined)) return;
  registering ??= afterLoad()
    .then(register)
    .catch((error: unknown) => {
      console.warn('The service worker could not be registered: no offline booth.', error);
    });
  act(pathname);
}

/**
 * A new version waits behind the one that runs. (A first install passes through 'installed'
 * too, with no version running: it activates by itself, and reloading then would be wrong.)
 */
function updateWaiting(): boolean {
  return registration?.waiting != null && registration.active != null;
}

function act(pathname: string): void {
  // The guest left / before its quiet moment: the version waits for the next visit to /.
  if (pathname !== paths.home) cancelHandOver();
  const action = versionAction(pathname, { waiting: updateWaiting(), tookOverElsewhere });
  if (action === 'reload') location.reload();
  else if (action === 'activate') scheduleHandOver();
  // Offline, or the server is away: the next visit to / asks again.
  else if (action === 'check') registration?.update().catch(() => undefined);
}

/** The hand-over, once / has been shown for a quiet moment (version-updates.ts says why). */
function scheduleHandOver(delay = QUIET_BEFORE_HAND_OVER_MS): void {
  if (handOverTimer !== undefined) return;
  handOverTimer = setTimeout(() => {
    handOverTimer = undefined;
    if (location.pathname === paths.home) handOver();
  }, delay);
}

function cancelHandOver(): void {
  clearTimeout(handOverTimer);
  handOverTimer = undefined;
}

/**
 * The waiting worker takes over (Workbox's SKIP_WAITING message); the page reloads with it,
 * or, if the guest has left / by then, at their next visit to / (never in the middle of an edit).
 *
 * Chromium hands over once the old version has stopped, and it asks the old version to stop at
 * once only if that one is running when the new one first calls skipWaiting(); its later calls
 * do nothing. Caught starting or stopping (restarted by a request of the page, which is more
 * likely on a slow tablet), the old version stays for its idle time, 30 s after the last request,
 * and for as long as DevTools is attached, until Chromium's own limit of 5 minutes. So the page
 * first wakes it with a request it answers from its precache, and asks while it runs.
 */
function handOver(): void {
  if (!updateWaiting()) return;
  listenForTakeOver();
  void fetch(WAKE_URL)
    .catch(() => undefined)
    .then(() => {
      if (location.pathname !== paths.home) return;
      registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
      // Still waiting a while later (the old version caught between states anyway): a
      // navigation makes Chromium ask again, and at / a reload loses nothing.
      cancelHandOver();
      handOverTimer = setTimeout(() => {
        handOverTimer = undefined;
        if (location.pathname === paths.home && updateWaiting()) location.reload();
      }, HAND_OVER_AGAIN_MS);
    });
}

/** A new version taking over reloads the page at /, or marks it for the next visit to /. */
function listenForTakeOver(): void {
  if (listening) return;
  listening = true;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      cancelHandOver();
      if (location.pathname === paths.home) location.reload();
      else tookOverElsewhere = true;
    },
    { once: true },
  );
}

async function register(): Promise<void> {
  const registered = await navigator.serviceWorker.register(WORKER, { scope: '/' });
  // Some browsers' policies answer nothing rather than refusing.
  if (!(registered as ServiceWorkerRegistration | undefined)) return;
  registration = registered;
  // A page a version already controls: a take-over is a new version, even one asked for by
  // another page or by this page before its reload (handOver). On a first visit it is the first
  // install claiming the page, which needs no reload.
  if (navigator.serviceWorker.controller) listenForTakeOver();
  // A version that finished installing while the app is here: the rule decides (at / it
  // takes over after the quiet moment; anywhere else it waits for the next visit to /).
  registered.addEventListener('updatefound', () => {
    const worker = registered.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && updateWaiting()) act(location.pathname);
    });
  });
  act(location.pathname);
}

/** Like the browsers advise: the worker's first install does not compete with the page's load. */
function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
