import { describe, expect, it } from 'vitest';
import { budgetFigure, checkBudget, type TestBudget } from './test-budget.js';
import type { ProjectReport } from './test-timings.js';

const budget: TestBudget = {
  fileCpuSeconds: 30,
  tolerance: 1.5,
  projects: { unit: 100, e2e: 200 },
};

function report(project: string, cpuSeconds: readonly number[]): ProjectReport {
  return {
    project,
    passed: cpuSeconds.length,
    failed: 0,
    skipped: 0,
    files: cpuSeconds.map((seconds, index) => ({
      project,
      file: `${project}/f${index}.test.ts`,
      ms: seconds * 1000,
      cpuMs: seconds * 1000,
      cpuOfChildren: true,
    })),
  };
}

describe('the suite budget', () => {
  it('passes projects within 1.5 × their budget and files within 30 s, and sums them', () => {
    const verdict = checkBudget([report('unit', [20, 20, 20]), report('e2e', [29, 29])], budget);
    expect(verdict.ok).toBe(true);
    expect(verdict.usedMs).toBe(118_000);
    expect(verdict.allowedMs).toBe(450_000);
    expect(budgetFigure(verdict)).toBe("test files' CPU 118 s of 450 s allowed");
  });

  it('fails a project past 1.5 × its budget, naming it', () => {
    const verdict = checkBudget([report('unit', [25, 25, 25, 25, 25, 26])], budget);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.join('\n')).toMatch(
      /✗ unit: 151 s of CPU, budget 100 s \(fails over 150 s\)/,
    );
  });

  it('fails a file over 30 s of CPU, naming it, even when its project is within budget', () => {
    const verdict = checkBudget([report('e2e', [60])], budget);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.join('\n')).toContain('e2e/f0.test.ts (e2e) used 60 s of CPU');
  });

  it('fails a project that has no budget, saying what to add', () => {
    const verdict = checkBudget([report('services', [1])], budget);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.join('\n')).toContain('add "services": 1 to test-budget.json');
  });

  it("ignores files that never ran (no CPU figure) and says when children's CPU is unknown", () => {
    const unmeasured: ProjectReport = {
      ...report('unit', []),
      files: [
        { project: 'unit', file: 'a.test.ts', ms: 5 },
        { project: 'unit', file: 'b.test.ts', ms: 5, cpuMs: 1000, cpuOfChildren: false },
      ],
    };
    const verdict = checkBudget([unmeasured], budget);
    expect(verdict.ok).toBe(true);
    expect(verdict.usedMs).toBe(1000);
    expect(verdict.lines.join('\n')).toContain('does not tell the CPU of child processes');
  });
});
