/**
 * `npm test`, first step: makes sure of what the browser tests need (Chromium, and on Linux
 * Debian's colour emoji font and a Japanese font; ffmpeg to read exported videos) before anything else runs, so a bare machine either gets them in
 * one line of output or stops at once with the command to run (docs/development.md, Tests).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { LINUX_HEADLESS_SHELL, findChromium } from './find-chromium.js';
import { planPrerequisites, type Machine } from './test-prerequisites-plan.js';

/** Where Debian, Fedora and Arch put Noto Color Emoji, for a machine without fc-list. */
const EMOJI_FONT_FILES = [
  '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf',
  '/usr/share/fonts/google-noto-color-emoji/NotoColorEmoji.ttf',
  '/usr/share/fonts/noto/NotoColorEmoji.ttf',
];

function succeeds(command: string, args: readonly string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function hasEmojiFont(): boolean {
  if (process.platform !== 'linux') return true;
  const listed = spawnSync('fc-list', [':family=Noto Color Emoji', 'family'], { encoding: 'utf8' });
  if (listed.status === 0) return listed.stdout.trim() !== '';
  return EMOJI_FONT_FILES.some((file) => existsSync(file));
}

function hasJapaneseFont(): boolean {
  if (process.platform !== 'linux') return true;
  const listed = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  return listed.status === 0 && listed.stdout.trim() !== '';
}

function hasFfmpeg(): boolean {
  return succeeds('ffmpeg', ['-version']) && succeeds('ffprobe', ['-version']);
}

function lookAtMachine(): Machine {
  const root = process.getuid?.() === 0;
  const aptGet = process.platform === 'linux' && succeeds('sh', ['-c', 'command -v apt-get']);
  return {
    platform: process.platform,
    browser: findChromium({
      platform: process.platform,
      env: process.env,
      home: os.homedir(),
      exists: existsSync,
    }),
    headlessShell: process.platform === 'linux' && existsSync(LINUX_HEADLESS_SHELL),
    emojiFont: hasEmojiFont(),
    japaneseFont: hasJapaneseFont(),
    ffmpeg: hasFfmpeg(),
    aptGet,
    root,
    sudoWithoutPassword: aptGet && !root && succeeds('sudo', ['-n', 'true']),
  };
}

/** Runs apt-get quietly; its output is shown only when it fails. */
function aptGet(args: readonly string[], sudo: boolean): void {
  const [command, ...rest] = sudo
    ? (['sudo', '-n', 'apt-get', ...args] as const)
    : (['apt-get', ...args] as const);
  const run = spawnSync(command, rest, {
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    throw new Error(`${[command, ...rest].join(' ')} failed (exit ${run.status ?? run.signal})`);
  }
}

function stop(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const plan = planPrerequisites(lookAtMachine());
if (plan.kind === 'stop') stop(plan.message);
if (plan.kind === 'install') {
  const packages = plan.packages.join(' ');
  console.log(`Installing ${packages} with apt-get, for the browser tests (once)…`);
  const started = Date.now();
  try {
    aptGet(['update', '-qq'], plan.sudo);
    aptGet(['install', '-y', '-qq', ...plan.packages], plan.sudo);
  } catch (error) {
    stop(`${(error as Error).message}. Install them yourself: sudo apt-get install -y ${packages}`);
  }
  const after = planPrerequisites(lookAtMachine());
  if (after.kind !== 'ready') {
    stop(`apt-get installed ${packages}, but the browser tests still miss them.`);
  }
  console.log(`Installed ${packages} in ${Math.round((Date.now() - started) / 1000)} s.`);
}
