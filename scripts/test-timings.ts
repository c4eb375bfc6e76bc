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
  /**
   * CPU time of the file (scripts/file-cpu-setup.ts), with that of the servers and browsers it
   * started where `cpuOfChildren`; missing when the file failed to load.
   */
  readonly cpuMs?: number;
  readonly cpuOfChildren?: boolean;
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
  /** Stages of the same step ran at the same time (none: a step of its own). */
  readonly step?: number;
}

/** The run's wall time: the steps one after the other, each as long as its longest stage. */
export function wallTime(stages: readonly StageTiming[]): number {
  const longest = new Map<number | string, number>();
  for (const { stage, ms, step } of stages) {
    const key = step ?? `alone:${stage}`;
    longest.set(key, Math.max(longest.get(key) ?? 0, ms));
  }
  return [...longest.values()].reduce((sum, ms) => sum + ms, 0);
}

/** The other stages that ran beside `stage`, for its line. */
function besides(stages: readonly StageTiming[], stage: StageTiming): string[] {
  if (stage.step === undefined) return [];
  return stages
    .filter((other) => other !== stage && other.step === stage.step)
    .map((other) => other.stage);
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

export function minutes(ms: number): string {
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
    for (const timing of stages) {
      const { stage, ms, ok } = timing;
      const others = besides(stages, timing);
      const beside = others.length > 0 ? `  (beside ${others.join(', ')})` : '';
      lines.push(
        `  ${stage.padEnd(width)}  ${seconds(ms).padStart(8)}${ok ? '' : '  (failed)'}${beside}`,
      );
    }
    lines.push(`  ${'total'.padEnd(width)}  ${minutes(wallTime(stages)).padStart(8)}`);
  }
  const slowest = slowestFiles(reports);
  if (slowest.length > 0) {
    lines.push(`The ${slowest.length} slowest test files:`);
    for (const { project, file, ms, cpuMs } of slowest) {
      const cpu = cpuMs === undefined ? '' : `, CPU ${seconds(cpuMs)}`;
      lines.push(`  ${seconds(ms).padStart(8)}  ${file} (${project}${cpu})`);
    }
  }
  return lines.join('\n');
}

/** The plain closing line CI reads: 'Tests: N passed, N failed, N skipped'. */
export function closingLine(reports: readonly ProjectReport[], figures?: string): string {
  const { passed, failed, skipped } = totalCounts(reports);
  const counts = `Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
  return figures ? `${counts} (${figures})` : counts;
}
