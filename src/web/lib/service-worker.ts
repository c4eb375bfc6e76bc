/**
 * The service worker (vite.config.ts: Workbox, generateSW), registered by the app once it runs,
 * so its code is never part of the first paint (loaded by start-app.tsx with the first screen).
 * A new version installs in the background and waits; it takes over only at `/`
 * (version-updates.ts), where the page then reloads.
 */
import { registerSW } from 'virtual:pwa-register';
import { versionAction } from './version-updates.js';

let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | null = null;
let registration: ServiceWorkerRegistration | undefined;
let waiting = false;

function act(pathname: string): void {
  const action = versionAction(pathname, waiting);
  if (action === 'activate') {
    // skipWaiting, then the page reloads once the new worker controls it.
    void updateServiceWorker?.(true);
  } else if (action === 'check') {
    // Offline, or the server is away: the next visit to / asks again.
    registration?.update().catch(() => undefined);
  }
}

/** The app shows `pathname`: registers the worker the first time, then applies the rule. */
export function visit(pathname: string): void {
  if (!('serviceWorker' in navigator)) return;
  if (!updateServiceWorker) {
    updateServiceWorker = registerSW({
      onNeedRefresh() {
        waiting = true;
        act(location.pathname);
      },
      onRegisteredSW(_url, registered) {
        registration = registered;
      },
      onRegisterError(error: unknown) {
        console.warn('The service worker could not be registered: no offline booth.', error);
      },
    });
  }
  act(pathname);
}
