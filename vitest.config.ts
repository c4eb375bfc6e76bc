import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { messageCatalogues } from './scripts/message-catalogues.js';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The server's tests by folder (docs/development.md, Tests): unit tests beside their files in
 * src/; whole-app tests in test/server/app, run once, on the embedded backends (SQLite, disk,
 * memory); contract suites in test/server/contracts, the same cases for every backend of a port,
 * run on the embedded one in `unit` and on PostgreSQL + S3 + Redis in `server-on-services`
 * (test/server/backends.ts); and the whole-app walks that prove the wiring on the services (two
 * instances, the live channels across them, the app on PostgreSQL and on S3) in
 * test/server/wiring, run in `server-on-services` only; so are the tests of an adapter that only
 * a service has (PostgreSQL's migrations lock, the Redis connection and outages, against a
 * redis-server of the test's own) in test/server/adapters, so that `unit` needs no service.
 */
const CONTRACT_SUITES = 'test/server/contracts/**/*.test.ts';
const WIRING_WALKS = 'test/server/wiring/**/*.test.ts';
const ADAPTER_TESTS = 'test/server/adapters/**/*.test.ts';
/** The server-on-services project's own files, never in `unit`. */
const ON_SERVICES_ONLY = [WIRING_WALKS, ADAPTER_TESTS];

/** The unit project's files: src, test (the helpers' own), deploy and scripts tests. */
const UNIT_FILES = [
  'src/**/*.test.{ts,tsx}',
  'test/**/*.test.ts',
  'deploy/**/*.test.ts',
  'scripts/**/*.test.ts',
];

/**
 * Checks of the code's structure that are not tests of its behaviour (the lint zones' probes,
 * no test code in dist, no test-only exports, the platforms' probes, the suite's speed): the
 * `lint` project, run once by `npm run lint` and in `npm test`'s typecheck step
 * (scripts/run-tests.ts), not in the unit stage.
 */
const LINT_CHECKS = ['lint/**/*.test.ts'];

/** What a test file writes to replace a module or a global for itself alone. */
const REPLACES_MODULES_OR_GLOBALS = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;

/**
 * Unit test files that replace modules or globals: each gets a fresh module graph (project
 * `unit-isolated`). The rest share one per worker (`isolate: false`), so the modules most of them
 * import (the server, zod, React) load once per worker instead of once per file: the unit stage
 * took 59 s instead of 103 s on 2 busy cores, and passed with its files shuffled.
 */
function unitFilesReplacingModules(): string[] {
  return ['src', 'test', 'scripts', 'deploy']
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
    )
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) =>
      REPLACES_MODULES_OR_GLOBALS.test(fs.readFileSync(path.join(root, file), 'utf8')),
    )
    .sort();
}

const isolatedUnitFiles = unitFilesReplacingModules();

/** Testing Library's waits for a condition get as long as expect.poll's (below). */
const TESTING_LIBRARY = 'test/web/testing-library-setup.ts';

/** Keeps each test file's CPU time for the suite's budget (scripts/test-budget.ts). */
const FILE_CPU = 'scripts/file-cpu-setup.ts';

/** The browser file that runs last and alone, after the e2e stage (the `cpu-budgets` project). */
const ALONE_FILES = ['e2e/page-cpu-budgets.test.ts'];

/**
 * expect.poll waits for a condition, never a duration: its default of 1 s was a duration, and
 * on a busy CI machine a page's beacon or a stored write came later than that (a fresh-clone
 * run failed so). A poll that passes returns at once; only a failing one waits this long.
 */
const POLL = { poll: { timeout: 15_000, interval: 50 } };

/**
 * The unit projects' deadlines, conditions too: a test or a set-up that passes ends at once. A
 * set-up that starts a store on S3 and makes a video with ffmpeg, or a test that starts the
 * server's process, ran past 10 s and 20 s beside the browser tests at load 20.
 */
const DEADLINES = { testTimeout: 30_000, hookTimeout: 30_000 };

export default defineConfig({
  test: {
    projects: [
      {
        // The message catalogues (docs/development.md, Languages), as the build compiles them.
        plugins: [messageCatalogues()],
        test: {
          name: 'unit',
          setupFiles: [FILE_CPU, 'src/web/lib/i18n/test-setup.ts', TESTING_LIBRARY],
          include: UNIT_FILES,
          exclude: [...isolatedUnitFiles, ...ON_SERVICES_ONLY],
          environment: 'node',
          expect: POLL,
          ...DEADLINES,
          isolate: false,
          // Vitest's default leaves a core free: on 2 cores that is one file at a time.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'lint',
          include: LINT_CHECKS,
          setupFiles: [FILE_CPU],
          environment: 'node',
          testTimeout: 60_000,
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        plugins: [messageCatalogues()],
        test: {
          name: 'unit-isolated',
          setupFiles: [FILE_CPU, 'src/web/lib/i18n/test-setup.ts', TESTING_LIBRARY],
          include: isolatedUnitFiles,
          exclude: ON_SERVICES_ONLY,
          environment: 'node',
          expect: POLL,
          ...DEADLINES,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server-on-services',
          include: [CONTRACT_SUITES, ...ON_SERVICES_ONLY],
          environment: 'node',
          expect: POLL,
          testTimeout: 20_000,
          env: { POSTBOOTH_TEST_BACKENDS: 'services' },
          // Set-up on the services (a database made and migrated, buckets, two instances) is a
          // condition met late on a busy machine, not a duration under test.
          hookTimeout: 30_000,
          // Mostly waiting on the services: two files at once take 22 s instead of 36 s on
          // 2 cores. After the unit project (its own group).
          maxWorkers: 2,
          // One module graph per worker, as in `unit` (none of these files replaces a module or
          // a global): 55 s instead of 119 s on 2 busy cores, most of it set-up per file.
          isolate: false,
          sequence: { groupOrder: 1 },
          // PostgreSQL and Redis checked (a note and a skip without them, a failure with
          // CI=true) and one S3 server started for the whole run.
          globalSetup: ['test/server/services-global-setup.ts'],
          runner: 'test/server/services-runner.ts',
          setupFiles: [FILE_CPU, 'test/server/services-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          setupFiles: [FILE_CPU],
          exclude: ALONE_FILES,
          environment: 'node',
          expect: POLL,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at once, each with its own server and browser: the suite waits on the
          // network and Chromium's renderer much of the time (page timers run on Playwright's
          // clock, e2e/support/clock.ts), so 2 cores take about 210 s with other work on the
          // machine. Three workers measured 208 s against 221 s for two, in the noise: not kept.
          fileParallelism: true,
          maxWorkers: 2,
          // One module graph per worker, as in `unit` (no browser test replaces a module or a
          // global): Playwright and the helpers load once per worker instead of once per file,
          // and so can the worker's Chromium (e2e/support/suite.ts). Six of the heaviest files
          // took 142 s of CPU instead of 161-164 s.
          isolate: false,
        },
      },
      {
        test: {
          // The pages' CPU budgets, measured with no other test file loading pages beside them:
          // a second file's Chromium on the other core lengthened their tasks past the budget.
          name: 'cpu-budgets',
          include: ALONE_FILES,
          setupFiles: [FILE_CPU],
          environment: 'node',
          expect: POLL,
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
    ],
  },
});
