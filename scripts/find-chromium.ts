/**
 * Where the browser tests find Chromium: CHROMIUM_PATH when it is set (it always wins, even when
 * wrong, so a typo is reported rather than silently replaced), else the first browser installed
 * where it usually is on this platform. Pure: the caller passes how to test a path.
 */

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

export function findChromium({ platform, env, home, exists }: BrowserSearch): BrowserFound {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    return exists(chosen)
      ? { found: true, path: chosen, fromEnv: true }
      : { found: false, looked: [chosen], fromEnv: true };
  }
  const looked = browserCandidates(platform, home);
  const path = looked.find((candidate) => exists(candidate));
  return path ? { found: true, path, fromEnv: false } : { found: false, looked, fromEnv: false };
}
