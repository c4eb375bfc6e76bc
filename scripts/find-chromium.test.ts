import { describe, expect, it } from 'vitest';
import { LINUX_HEADLESS_SHELL, browserCandidates, findChromium } from './find-chromium.js';

const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe('findChromium', () => {
  it('takes CHROMIUM_PATH when it names a file, before any usual place', () => {
    const found = findChromium({
      platform: 'linux',
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
      home: '/home/ana',
      exists: only('/opt/chrome/chrome', '/usr/bin/chromium'),
    });
    expect(found).toEqual({ found: true, path: '/opt/chrome/chrome', fromEnv: true });
  });

  it('reports a CHROMIUM_PATH that names nothing rather than falling back', () => {
    const found = findChromium({
      platform: 'linux',
      env: { CHROMIUM_PATH: '/opt/typo' },
      home: '/home/ana',
      exists: only('/usr/bin/chromium'),
    });
    expect(found).toEqual({ found: false, looked: ['/opt/typo'], fromEnv: true });
  });

  it("finds Debian's Chromium, then Google Chrome, on Linux", () => {
    const search = { platform: 'linux' as const, env: {}, home: '/home/ana' };
    expect(findChromium({ ...search, exists: only('/usr/bin/chromium') })).toMatchObject({
      path: '/usr/bin/chromium',
    });
    expect(
      findChromium({ ...search, exists: only('/usr/bin/google-chrome-stable') }),
    ).toMatchObject({ path: '/usr/bin/google-chrome-stable' });
  });

  it('finds Google Chrome or Chromium in /Applications or ~/Applications on macOS', () => {
    const search = { platform: 'darwin' as const, env: {}, home: '/Users/ana' };
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    const ownChromium = '/Users/ana/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(findChromium({ ...search, exists: only(chrome, ownChromium) })).toMatchObject({
      path: chrome,
    });
    expect(findChromium({ ...search, exists: only(ownChromium) })).toMatchObject({
      path: ownChromium,
    });
  });

  it('lists where it looked when nothing is there', () => {
    const found = findChromium({ platform: 'linux', env: {}, home: '/h', exists: only() });
    expect(found).toEqual({
      found: false,
      looked: browserCandidates('linux', '/h'),
      fromEnv: false,
    });
    expect(browserCandidates('linux', '/h')).toContain('/usr/bin/chromium');
  });

  it("takes Debian's headless shell first for the browser tests, the full browser otherwise", () => {
    const search = { platform: 'linux' as const, env: {}, home: '/home/ana' };
    const both = only(LINUX_HEADLESS_SHELL, '/usr/bin/chromium');
    expect(findChromium({ ...search, exists: both, headlessShell: true })).toMatchObject({
      path: LINUX_HEADLESS_SHELL,
    });
    expect(findChromium({ ...search, exists: both })).toMatchObject({ path: '/usr/bin/chromium' });
    expect(
      findChromium({ ...search, exists: only('/usr/bin/chromium'), headlessShell: true }),
    ).toMatchObject({ path: '/usr/bin/chromium' });
  });
});
