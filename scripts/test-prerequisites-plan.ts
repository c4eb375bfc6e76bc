/**
 * What `npm test` does about the browser tests' needs before anything runs: nothing when Chromium,
 * a colour emoji font and a Japanese font are there; install the missing Debian packages with apt-get when it may
 * (root, or sudo without a password); otherwise stop at once with the exact command to run.
 * Pure: scripts/test-prerequisites.ts looks at the machine and carries the plan out.
 */
import type { BrowserFound } from './find-chromium.js';

/** Debian's packages for Chromium and the colour emoji font the pages show native emoji in. */
export const CHROMIUM_PACKAGE = 'chromium';
/**
 * Debian's Chromium headless shell: the browser tests run in it where it is installed, at about a
 * third of the full browser's CPU per page (scripts/find-chromium.ts). Without it and without
 * apt-get, they run in the full browser, slower.
 */
export const HEADLESS_SHELL_PACKAGE = 'chromium-headless-shell';
export const EMOJI_FONT_PACKAGE = 'fonts-noto-color-emoji';
/**
 * A Japanese font (3.5 MB), so the tests see Japanese lines break where a phone breaks them:
 * without one, Chromium draws narrow empty boxes and nothing wraps as it would.
 */
export const JAPANESE_FONT_PACKAGE = 'fonts-ipafont-gothic';
/**
 * ffmpeg and ffprobe: the living strip's tests decode the videos the app exports with a decoder
 * that is not the browser's, frame by frame (tests only; the app never runs it).
 */
export const FFMPEG_PACKAGE = 'ffmpeg';

export interface Machine {
  readonly platform: NodeJS.Platform;
  readonly browser: BrowserFound;
  /** Debian's headless shell is installed (scripts/find-chromium.ts, LINUX_HEADLESS_SHELL). */
  readonly headlessShell: boolean;
  /** A colour emoji font for the page (macOS always has Apple Color Emoji). */
  readonly emojiFont: boolean;
  /** A font with Japanese glyphs (macOS always has Hiragino). */
  readonly japaneseFont: boolean;
  /** ffmpeg and ffprobe on the PATH. */
  readonly ffmpeg: boolean;
  readonly aptGet: boolean;
  readonly root: boolean;
  /** `sudo -n true` succeeded: sudo without a password. */
  readonly sudoWithoutPassword: boolean;
}

export type Plan =
  | { readonly kind: 'ready'; readonly browserPath: string }
  | { readonly kind: 'install'; readonly packages: readonly string[]; readonly sudo: boolean }
  | { readonly kind: 'stop'; readonly message: string };

export function planPrerequisites(machine: Machine): Plan {
  const { browser, platform } = machine;
  if (!browser.found && browser.fromEnv) {
    return {
      kind: 'stop',
      message:
        `CHROMIUM_PATH is set to ${browser.looked[0]}, but there is no such file. ` +
        'Point it at a Chromium or Chrome executable, or unset it.',
    };
  }
  if (platform !== 'linux') {
    if (browser.found && !machine.ffmpeg) {
      return {
        kind: 'stop',
        message:
          'The browser tests need ffmpeg (with ffprobe) to read the videos they export. Install it ' +
          'with your package manager (on macOS: brew install ffmpeg).',
      };
    }
    if (browser.found) return { kind: 'ready', browserPath: browser.path };
    return {
      kind: 'stop',
      message:
        'The browser tests need Chromium or Google Chrome, and neither was found in ' +
        `${browser.looked.join(', ') || 'the usual places'}. Install Google Chrome, or set ` +
        'CHROMIUM_PATH to a Chromium or Chrome executable.',
    };
  }
  // The shell only where apt-get can add it: a machine without one runs the full browser.
  const canInstall = machine.aptGet && (machine.root || machine.sudoWithoutPassword);
  const packages = [
    ...(browser.found ? [] : [CHROMIUM_PACKAGE]),
    ...(machine.headlessShell || browser.fromEnv || !canInstall ? [] : [HEADLESS_SHELL_PACKAGE]),
    ...(machine.emojiFont ? [] : [EMOJI_FONT_PACKAGE]),
    ...(machine.japaneseFont ? [] : [JAPANESE_FONT_PACKAGE]),
    ...(machine.ffmpeg ? [] : [FFMPEG_PACKAGE]),
  ];
  if (packages.length === 0 && browser.found) return { kind: 'ready', browserPath: browser.path };
  if (canInstall) {
    return { kind: 'install', packages, sudo: !machine.root };
  }
  const command = machine.aptGet
    ? `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`
    : `install ${packages.join(' and ')} with your package manager (or set CHROMIUM_PATH)`;
  return {
    kind: 'stop',
    message: `The browser tests need ${describe(packages)}. Run: ${command}`,
  };
}

const NAMES: Record<string, string> = {
  [CHROMIUM_PACKAGE]: 'Chromium',
  [HEADLESS_SHELL_PACKAGE]: "Chromium's headless shell",
  [EMOJI_FONT_PACKAGE]: 'the Noto colour emoji font',
  [JAPANESE_FONT_PACKAGE]: 'a Japanese font',
  [FFMPEG_PACKAGE]: 'ffmpeg',
};

function describe(packages: readonly string[]): string {
  return packages.map((name) => NAMES[name] ?? name).join(' and ');
}
