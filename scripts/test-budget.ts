/**
 * The suite's budget (issue 39): no test file may use more than `fileCpuSeconds` of CPU, and
 * each project's files together at most `tolerance` × the CPU time kept for it in
 * `test-budget.json`. CPU time, not wall time: a busy machine stretches a file's wall time but
 * hardly its CPU, so the guard holds under load and still catches a feature that adds minutes of
 * browser walks. Pure: scripts/run-tests.ts feeds it the reporter's figures.
 */
import type { ProjectReport } from './test-timings.js';

export interface TestBudget {
  /** The CPU one test file may use, children (its server, its browser) included. */
  readonly fileCpuSeconds: number;
  /** Each project's files' summed CPU time, as measured when the budget was last set. */
  readonly projects: Readonly<Record<string, number>>;
  /** How far over its budget a project may go before the suite fails. */
  readonly tolerance: number;
}

export interface BudgetVerdict {
  readonly ok: boolean;
  readonly lines: readonly string[];
  /** The projects' summed CPU and what they may use, for the closing line. */
  readonly usedMs: number;
  readonly allowedMs: number;
}

function seconds(ms: number): string {
  return `${Math.round(ms / 1000).toLocaleString('en-US')} s`;
}

export function checkBudget(reports: readonly ProjectReport[], budget: TestBudget): BudgetVerdict {
  const lines: string[] = [];
  let ok = true;
  let usedMs = 0;
  let allowedMs = 0;
  const fileLimitMs = budget.fileCpuSeconds * 1000;
  for (const report of reports) {
    const measured = report.files.filter((file) => file.cpuMs !== undefined);
    if (measured.length === 0) continue;
    const projectMs = measured.reduce((sum, file) => sum + (file.cpuMs ?? 0), 0);
    usedMs += projectMs;
    const kept = budget.projects[report.project];
    if (kept === undefined) {
      ok = false;
      lines.push(
        `✗ ${report.project}: its files used ${seconds(projectMs)} of CPU and it has no budget: add "${report.project}": ${Math.ceil(projectMs / 1000)} to test-budget.json.`,
      );
    } else {
      const limitMs = kept * 1000 * budget.tolerance;
      allowedMs += limitMs;
      const within = projectMs <= limitMs;
      if (!within) ok = false;
      lines.push(
        `${within ? '✓' : '✗'} ${report.project}: ${seconds(projectMs)} of CPU, budget ${seconds(kept * 1000)} (fails over ${seconds(limitMs)})` +
          (within
            ? ''
            : ': move checks to a cheaper level or make them cheaper (docs/development.md, Tests); raise test-budget.json only for a reason in the commit.'),
      );
    }
    for (const file of measured) {
      if ((file.cpuMs ?? 0) > fileLimitMs) {
        ok = false;
        lines.push(
          `✗ ${file.file} (${report.project}) used ${seconds(file.cpuMs ?? 0)} of CPU, over the ${budget.fileCpuSeconds} s a test file may use: split it or move checks to a cheaper level.`,
        );
      }
    }
    if (measured.some((file) => file.cpuOfChildren === false)) {
      lines.push(
        `  (${report.project}: this platform does not tell the CPU of child processes; the browsers' and servers' are not counted)`,
      );
    }
  }
  return { ok, lines, usedMs, allowedMs };
}

/** The closing line's part about the budget: 'test files' CPU 1,234 s of 1,800 s allowed'. */
export function budgetFigure(verdict: BudgetVerdict): string {
  return `test files' CPU ${seconds(verdict.usedMs)} of ${seconds(verdict.allowedMs)} allowed`;
}
