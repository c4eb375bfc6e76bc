/**
 * Where the browser tests find Chromium: CHROMIUM_PATH when it is set (it always wins, even when
 * wrong, so a typo is reported rather than silently replaced), else the first browser installed
 * where it usually is on this platform. Pure: the caller passes how to test a path.
 */

/**
 * Debian's Chromium headless shell (package chromium-headless-shell: the same engine without the
 * browser's window layer, what Playwright itself runs headless). The browser tests take it first
 * where it is installed: a fresh context and page cost about a third of the full browser's CPU
 * (a context 152 against 503 ms, `/` loaded 396 against 1,270 ms, /edit with four photos 1,358
 * against 2,753 ms, every process counted, on this project's 2-core machine).
 */
export const LINUX_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's and other Linux distributions' Chromium first, then Google Chrome. */
const LINUX_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

/** Installed by dragging to /Applications (or ~/Applications): Chrome first, then Chromium. */
const MAC_APPS = [
  'Google Chrome.app/Contents/MacOS/Google Chrome',
  'Chromium.app/Contents/MacOS/Chromium',
];

export interface BrowserSearch {
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly home: string;
  readonly exists: (path: string) => boolean;
  /**
   * For the browser tests: the headless shell first where it is installed. Without it, the full
   * browser (what a visitor runs: the benchmarks' Lighthouse uses it).
   */
  readonly headlessShell?: boolean;
}

export type BrowserFound =
  | { readonly found: true; readonly path: string; readonly fromEnv: boolean }
  | { readonly found: false; readonly looked: readonly string[]; readonly fromEnv: boolean };

export function browserCandidates(platform: NodeJS.Platform, home: string): string[] {
  if (platform === 'darwin') {
    return ['/Applications', `${home}/Applications`].flatMap((folder) =>
      MAC_APPS.map((app) => `${folder}/${app}`),
    );
  }
  return platform === 'linux' ? LINUX_BROWSERS : [];
}

export function findChromium({
  platform,
  env,
  home,
  exists,
  headlessShell = false,
}: BrowserSearch): BrowserFound {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    return exists(chosen)
      ? { found: true, path: chosen, fromEnv: true }
      : { found: false, looked: [chosen], fromEnv: true };
  }
  const browsers = browserCandidates(platform, home);
  const looked =
    headlessShell && platform === 'linux' ? [LINUX_HEADLESS_SHELL, ...browsers] : browsers;
  const path = looked.find((candidate) => exists(candidate));
  return path ? { found: true, path, fromEnv: false } : { found: false, looked, fromEnv: false };
}
