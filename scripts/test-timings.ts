/**
 * The figures `npm test` ends with: each stage's wall time, the ten slowest test files, and one
 * closing line of counts. Pure: scripts/run-tests.ts and the timings reporter feed it, and
 * `npm run test:timings` prints it again from `.test-results/`.
 */

export interface FileTiming {
  /** The project (unit, server-on-services, e2e) and the file's path from the repository root. */
  readonly project: string;
  readonly file: string;
  /** Import, set-up and tests of this file, in milliseconds (workers run files side by side). */
  readonly ms: number;
}

export interface TestCounts {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

export interface ProjectReport extends TestCounts {
  readonly project: string;
  readonly files: readonly FileTiming[];
}

export interface StageTiming {
  readonly stage: string;
  readonly ms: number;
  readonly ok: boolean;
}

export function slowestFiles(reports: readonly ProjectReport[], count = 10): FileTiming[] {
  return reports
    .flatMap((report) => report.files)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

export function totalCounts(reports: readonly ProjectReport[]): TestCounts {
  return reports.reduce(
    (sum, report) => ({
      passed: sum.passed + report.passed,
      failed: sum.failed + report.failed,
      skipped: sum.skipped + report.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function minutes(ms: number): string {
  const whole = Math.round(ms / 1000);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

export function formatTimings(
  stages: readonly StageTiming[],
  reports: readonly ProjectReport[],
): string {
  const lines: string[] = [];
  if (stages.length > 0) {
    const width = Math.max('total'.length, ...stages.map((stage) => stage.stage.length));
    lines.push('Stages:');
    for (const { stage, ms, ok } of stages) {
      lines.push(`  ${stage.padEnd(width)}  ${seconds(ms).padStart(8)}${ok ? '' : '  (failed)'}`);
    }
    const total = stages.reduce((sum, stage) => sum + stage.ms, 0);
    lines.push(`  ${'total'.padEnd(width)}  ${minutes(total).padStart(8)}`);
  }
  const slowest = slowestFiles(reports);
  if (slowest.length > 0) {
    lines.push(`The ${slowest.length} slowest test files:`);
    for (const { project, file, ms } of slowest) {
      lines.push(`  ${seconds(ms).padStart(8)}  ${file} (${project})`);
    }
  }
  return lines.join('\n');
}

/** The plain closing line CI reads: 'Tests: N passed, N failed, N skipped'. */
export function closingLine(reports: readonly ProjectReport[]): string {
  const { passed, failed, skipped } = totalCounts(reports);
  return `Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}
