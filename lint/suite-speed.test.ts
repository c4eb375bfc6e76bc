/**
 * What keeps `npm test` under 8 minutes on 2 cores (docs/development.md, Tests), guarded by its
 * causes rather than by a stopwatch: unit and services files share a module graph per worker,
 * and no end-to-end test waits a fixed real duration (time comes from Playwright's clock or a
 * condition, which also keeps the suite green on a busy machine), and no browser profile of an
 * e2e test installs the offline booth's service worker unless the test is about it (its
 * precaching costs about 1 s of CPU per profile: e2e/support/browser.ts, newContext).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config.js';

const root = path.resolve(import.meta.dirname, '..');

/** The longest real wait an e2e file may write as a number: a polling step, not a sleep. */
const LONGEST_STEP_MS = 250;

/** Real waits longer than a step, each with why it is not a sleep. */
const KNOWN_WAITS: Record<string, string> = {
  'e2e/version-update.test.ts':
    "a service worker's answer, given up after 1 s: an old worker that never answers is 'first'",
};

/** `waitForTimeout(N)` and `setTimeout(…, N)` with a literal N, and where they are. */
export function literalWaits(source: string): number[] {
  const waits: number[] = [];
  for (const match of source.matchAll(/waitForTimeout\(\s*([\d_]+)\s*\)/g)) {
    waits.push(Number(match[1]!.replace(/_/g, '')));
  }
  for (const match of source.matchAll(/setTimeout\([^;]*?,\s*([\d_]+)\s*\)/g)) {
    waits.push(Number(match[1]!.replace(/_/g, '')));
  }
  return waits;
}

/** The e2e files whose browser profiles keep the service worker, each with why. */
const SERVICE_WORKER_FILES: Record<string, string> = {
  'e2e/offline.test.ts': 'the offline booth is the service worker',
  'e2e/version-update.test.ts': "a new version is the service worker's update",
};

/** Profiles opened without the helper (`….newContext(`), or with the service worker allowed. */
export function profilesWithWorker(source: string): string[] {
  return [
    ...[...source.matchAll(/\.newContext\(/g)].map(() => 'a context opened without newContext'),
    ...[...source.matchAll(/serviceWorkers:\s*'allow'/g)].map(() => "serviceWorkers: 'allow'"),
  ];
}

function e2eFiles(): string[] {
  return fs
    .readdirSync(path.join(root, 'e2e'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `e2e/${file.split(path.sep).join('/')}`);
}

interface ProjectTest {
  name?: string;
  isolate?: boolean;
  maxWorkers?: number | string;
}

function project(name: string): ProjectTest {
  const projects = (config as { test?: { projects?: { test?: ProjectTest }[] } }).test?.projects;
  const found = projects?.find((entry) => entry.test?.name === name)?.test;
  if (!found) throw new Error(`no Vitest project named ${name}`);
  return found;
}

describe('what keeps the suite fast', () => {
  it('finds literal waits in source', () => {
    expect(literalWaits('await page.waitForTimeout(1_500);')).toEqual([1500]);
    expect(literalWaits('setTimeout(() => resolve(1), 2000);')).toEqual([2000]);
    expect(literalWaits('setTimeout(resolve, STOP_TIMEOUT_MS, true)')).toEqual([]);
  });

  it('has no end-to-end test sleeping on real time', () => {
    const sleeping = e2eFiles()
      .filter((file) => !(file in KNOWN_WAITS))
      .flatMap((file) =>
        literalWaits(fs.readFileSync(path.join(root, file), 'utf8'))
          .filter((ms) => ms > LONGEST_STEP_MS)
          .map((ms) => `${file}: ${ms} ms`),
      );
    expect(sleeping).toEqual([]);
  });

  it('finds profiles that may install the service worker', () => {
    expect(profilesWithWorker('await browser().newContext({ viewport });')).toHaveLength(1);
    expect(profilesWithWorker("newContext(browser, { serviceWorkers: 'allow' })")).toHaveLength(1);
    expect(profilesWithWorker('await newContext(browser(), { viewport });')).toEqual([]);
  });

  it("opens e2e tests' browser profiles without the service worker, but in its own tests", () => {
    const withWorker = e2eFiles()
      .filter((file) => file.endsWith('.test.ts') && !(file in SERVICE_WORKER_FILES))
      .flatMap((file) =>
        profilesWithWorker(fs.readFileSync(path.join(root, file), 'utf8')).map(
          (found) => `${file}: ${found}`,
        ),
      );
    expect(withWorker).toEqual([]);
  });

  it('shares a module graph per worker in the unit, services and browser projects', () => {
    expect(project('unit').isolate).toBe(false);
    expect(project('server-on-services').isolate).toBe(false);
    expect(project('e2e').isolate).toBe(false);
    expect(project('unit-isolated').isolate).not.toBe(false);
  });

  it("keeps the worker's Chromium from one browser test file to the next", () => {
    const suite = fs.readFileSync(path.join(root, 'e2e/support/suite.ts'), 'utf8');
    expect(suite).toMatch(/\bworkersBrowser\(options\.browserArgs, options\.visitorsBrowser\)/);
    expect(suite).not.toMatch(/\bbrowser\?*\.close\(/);
  });

  it("runs the browser tests in Debian's headless shell where it is installed", () => {
    // A third of the full browser's CPU per page (scripts/find-chromium.ts); npm test's first
    // step installs it (scripts/test-prerequisites-plan.ts).
    const browser = fs.readFileSync(path.join(root, 'e2e/support/browser.ts'), 'utf8');
    expect(browser).toMatch(/findChromium\(\{ \.\.\.search, headlessShell: true \}\)/);
    const visitors = fs
      .readdirSync(path.join(root, 'e2e'))
      .filter((file) => file.endsWith('.test.ts'))
      .filter((file) =>
        /visitorsBrowser: true/.test(fs.readFileSync(path.join(root, 'e2e', file), 'utf8')),
      );
    // Only what the visitor's own browser shows differently stays in it.
    expect(visitors.sort()).toEqual([
      'camera-refused.test.ts',
      'early-presses.test.ts',
      'friend-page.test.ts',
      'page-budgets-friend.test.ts',
      'page-budgets.test.ts',
      'page-cpu-budgets.test.ts',
    ]);
  });

  it('runs two files at a time in every project on 2 cores', () => {
    for (const name of ['unit', 'unit-isolated', 'server-on-services', 'e2e']) {
      expect(project(name).maxWorkers, name).toBe(2);
    }
  });
});
