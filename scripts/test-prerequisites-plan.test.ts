import { describe, expect, it } from 'vitest';
import type { BrowserFound } from './find-chromium.js';
import { planPrerequisites, type Machine } from './test-prerequisites-plan.js';

const chromium: BrowserFound = { found: true, path: '/usr/bin/chromium', fromEnv: false };
const noBrowser: BrowserFound = { found: false, looked: ['/usr/bin/chromium'], fromEnv: false };

const debian: Machine = {
  platform: 'linux',
  browser: chromium,
  headlessShell: true,
  emojiFont: true,
  japaneseFont: true,
  ffmpeg: true,
  aptGet: true,
  root: false,
  sudoWithoutPassword: false,
};

describe('planPrerequisites', () => {
  it('does nothing when Chromium and the fonts are there', () => {
    expect(planPrerequisites(debian)).toEqual({ kind: 'ready', browserPath: '/usr/bin/chromium' });
  });

  it('installs what is missing with apt-get as root, without sudo', () => {
    const plan = planPrerequisites({ ...debian, browser: noBrowser, emojiFont: false, root: true });
    expect(plan).toEqual({
      kind: 'install',
      packages: ['chromium', 'fonts-noto-color-emoji'],
      sudo: false,
    });
  });

  it('uses sudo when it needs no password, and installs only the missing font', () => {
    const plan = planPrerequisites({ ...debian, emojiFont: false, sudoWithoutPassword: true });
    expect(plan).toEqual({ kind: 'install', packages: ['fonts-noto-color-emoji'], sudo: true });
  });

  it('installs a Japanese font when there is none', () => {
    const plan = planPrerequisites({ ...debian, japaneseFont: false, root: true });
    expect(plan).toEqual({ kind: 'install', packages: ['fonts-ipafont-gothic'], sudo: false });
  });

  it('installs ffmpeg, which the living strip tests decode videos with', () => {
    const plan = planPrerequisites({ ...debian, ffmpeg: false, root: true });
    expect(plan).toEqual({ kind: 'install', packages: ['ffmpeg'], sudo: false });
  });

  it('stops at once with the exact command when it may not install', () => {
    const plan = planPrerequisites({
      ...debian,
      browser: noBrowser,
      emojiFont: false,
      japaneseFont: false,
    });
    expect(plan).toEqual({
      kind: 'stop',
      message:
        'The browser tests need Chromium and the Noto colour emoji font and a Japanese font. ' +
        'Run: sudo apt-get update && sudo apt-get install -y chromium fonts-noto-color-emoji ' +
        'fonts-ipafont-gothic',
    });
  });

  it('names the packages on a Linux without apt-get', () => {
    const plan = planPrerequisites({ ...debian, browser: noBrowser, aptGet: false, root: true });
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain('install chromium with your package');
  });

  it('never installs over a CHROMIUM_PATH that names nothing', () => {
    const plan = planPrerequisites({
      ...debian,
      root: true,
      browser: { found: false, looked: ['/opt/typo'], fromEnv: true },
    });
    expect(plan).toMatchObject({ kind: 'stop' });
    expect(plan.kind === 'stop' && plan.message).toContain('CHROMIUM_PATH is set to /opt/typo');
  });

  it('on macOS asks for Google Chrome when no browser is found, and needs no font', () => {
    const mac = { ...debian, platform: 'darwin' as const, aptGet: false, emojiFont: true };
    expect(planPrerequisites({ ...mac, browser: noBrowser })).toMatchObject({ kind: 'stop' });
    expect(planPrerequisites(mac)).toEqual({ kind: 'ready', browserPath: '/usr/bin/chromium' });
    const noFfmpeg = planPrerequisites({ ...mac, ffmpeg: false });
    expect(noFfmpeg.kind === 'stop' && noFfmpeg.message).toContain('brew install ffmpeg');
  });

  it("adds Debian's headless shell where apt-get may, and runs the full browser where not", () => {
    const noShell = { ...debian, headlessShell: false };
    expect(planPrerequisites({ ...noShell, root: true })).toEqual({
      kind: 'install',
      packages: ['chromium-headless-shell'],
      sudo: false,
    });
    expect(planPrerequisites(noShell)).toEqual({ kind: 'ready', browserPath: '/usr/bin/chromium' });
    const chosen = { ...chromium, fromEnv: true };
    expect(planPrerequisites({ ...noShell, root: true, browser: chosen })).toEqual({
      kind: 'ready',
      browserPath: '/usr/bin/chromium',
    });
  });
});
