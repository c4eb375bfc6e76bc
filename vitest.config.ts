import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { messageCatalogues } from './scripts/message-catalogues.js';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The server suite runs twice: in `unit` on SQLite + disk + memory, and in `server-on-services`
 * on PostgreSQL + S3 + Redis. The second run takes every server test file that builds the app
 * with startTestApp (test/server/test-app.ts), except these, with why:
 */
const EMBEDDED_OR_OWN_BACKENDS: Record<string, string> = {
  'src/server/routes/files.test.ts': 'runs itself on disk and on an S3 server of its own',
  'src/server/s3-storage.test.ts': 'the app on an S3 server of its own, which it stops',
  'src/server/app-on-postgres.test.ts': 'the app on a PostgreSQL database of its own',
  'src/server/http/rate-limits.test.ts': 'counts in memory and in Redis by itself',
  'src/server/http/rate-limits-shared.test.ts': 'instances sharing a Redis prefix it chooses',
  'src/server/redis-outage.test.ts': 'a redis-server of its own, killed and paused',
  'src/server/routes/live-show-instances.test.ts':
    'two instances sharing a PostgreSQL database and a Redis prefix of its own',
};

/** Server test files that start the app with startTestApp, less those above. */
function serverSuiteOnServices(): string[] {
  return fs
    .readdirSync(path.join(root, 'src/server'), { recursive: true, encoding: 'utf8' })
    .map((file) => `src/server/${file.split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.test.ts') && !(file in EMBEDDED_OR_OWN_BACKENDS))
    .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('startTestApp('))
    .sort();
}

/** The unit project's files: src, test (the helpers' own), deploy, lint and scripts tests. */
const UNIT_FILES = [
  'src/**/*.test.{ts,tsx}',
  'test/**/*.test.ts',
  'deploy/**/*.test.ts',
  'lint/**/*.test.ts',
  'scripts/**/*.test.ts',
];

/** What a test file writes to replace a module or a global for itself alone. */
const REPLACES_MODULES_OR_GLOBALS = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;

/**
 * Unit test files that replace modules or globals: each gets a fresh module graph (project
 * `unit-isolated`). The rest share one per worker (`isolate: false`), so the modules most of them
 * import (the server, zod, React) load once per worker instead of once per file: the unit stage
 * took 59 s instead of 103 s on 2 busy cores, and passed with its files shuffled.
 */
function unitFilesReplacingModules(): string[] {
  return ['src', 'test', 'scripts', 'lint', 'deploy']
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

/** The browser file that runs last and alone, after the e2e stage (the `cpu-budgets` project). */
const ALONE_FILES = ['e2e/page-cpu-budgets.test.ts'];

/**
 * expect.poll waits for a condition, never a duration: its default of 1 s was a duration, and
 * on a busy CI machine a page's beacon or a stored write came later than that (a fresh-clone
 * run failed so). A poll that passes returns at once; only a failing one waits this long.
 */
const POLL = { poll: { timeout: 15_000, interval: 50 } };

export default defineConfig({
  test: {
    projects: [
      {
        // The message catalogues (docs/development.md, Languages), as the build compiles them.
        plugins: [messageCatalogues()],
        test: {
          name: 'unit',
          setupFiles: ['src/web/lib/i18n/test-setup.ts'],
          include: UNIT_FILES,
          exclude: isolatedUnitFiles,
          environment: 'node',
          expect: POLL,
          testTimeout: 20_000,
          isolate: false,
          // Vitest's default leaves a core free: on 2 cores that is one file at a time.
          maxWorkers: 2,
        },
      },
      {
        plugins: [messageCatalogues()],
        test: {
          name: 'unit-isolated',
          setupFiles: ['src/web/lib/i18n/test-setup.ts'],
          include: isolatedUnitFiles,
          environment: 'node',
          expect: POLL,
          testTimeout: 20_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server-on-services',
          include: serverSuiteOnServices(),
          environment: 'node',
          expect: POLL,
          testTimeout: 20_000,
          env: { POSTBOOTH_TEST_BACKENDS: 'services' },
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
          setupFiles: ['test/server/services-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
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
        },
      },
      {
        test: {
          // The pages' CPU budgets, measured with no other test file loading pages beside them:
          // a second file's Chromium on the other core lengthened their tasks past the budget.
          name: 'cpu-budgets',
          include: ALONE_FILES,
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
