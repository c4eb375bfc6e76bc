/**
 * A Vitest reporter that keeps each run's per-file times and counts in
 * `.test-results/<project>.json`, for the figures `npm test` ends with (scripts/test-timings.ts).
 * It prints nothing: the default reporter still speaks.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { FileTiming, ProjectReport } from './test-timings.js';
// The meta a test file's CPU time is kept in (declared there).
import type {} from './file-cpu-setup.js';

export const RESULTS_DIR = '.test-results';

/** Set for a second run of a project, e.g. 'Node 24': kept beside the first, not over it. */
const runLabel = process.env.TEST_RUN_LABEL;

function fileTiming(module: TestModule, project: string, root: string): FileTiming {
  const diagnostic = module.diagnostic();
  const { cpuMs, cpuOfChildren } = module.meta();
  return {
    project,
    file: path.relative(root, module.moduleId).split(path.sep).join('/'),
    ms:
      diagnostic.environmentSetupDuration +
      diagnostic.prepareDuration +
      diagnostic.setupDuration +
      diagnostic.collectDuration +
      diagnostic.duration,
    ...(cpuMs === undefined ? {} : { cpuMs, cpuOfChildren: cpuOfChildren === true }),
  };
}

export default class TimingsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const root = process.cwd();
    const byProject = new Map<string, { files: FileTiming[]; states: string[] }>();
    for (const module of modules) {
      const project = module.project.name || 'default';
      const name = runLabel ? `${project} on ${runLabel}` : project;
      const entry = byProject.get(name) ?? { files: [], states: [] };
      entry.files.push(fileTiming(module, name, root));
      for (const test of module.children.allTests()) entry.states.push(test.result().state);
      byProject.set(name, entry);
    }
    mkdirSync(RESULTS_DIR, { recursive: true });
    for (const [project, { files, states }] of byProject) {
      const report: ProjectReport = {
        project,
        files,
        passed: states.filter((state) => state === 'passed').length,
        failed: states.filter((state) => state === 'failed').length,
        skipped: states.filter((state) => state === 'skipped' || state === 'pending').length,
      };
      const file = `${project.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`;
      writeFileSync(path.join(RESULTS_DIR, file), JSON.stringify(report, null, 1));
    }
  }
}
