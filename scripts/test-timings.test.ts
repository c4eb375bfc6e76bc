import { describe, expect, it } from 'vitest';
import { closingLine, formatTimings, slowestFiles, type ProjectReport } from './test-timings.js';

const unit: ProjectReport = {
  project: 'unit',
  passed: 3,
  failed: 0,
  skipped: 1,
  files: [
    { project: 'unit', file: 'src/a.test.ts', ms: 1200 },
    { project: 'unit', file: 'src/b.test.ts', ms: 300 },
  ],
};
const e2e: ProjectReport = {
  project: 'e2e',
  passed: 2,
  failed: 1,
  skipped: 0,
  files: [{ project: 'e2e', file: 'e2e/walk.test.ts', ms: 25_000 }],
};

describe('test timings', () => {
  it('ranks files of every project by time, slowest first, up to the count', () => {
    expect(slowestFiles([unit, e2e], 2).map((file) => file.file)).toEqual([
      'e2e/walk.test.ts',
      'src/a.test.ts',
    ]);
  });

  it('ends with the plain closing line of counts', () => {
    expect(closingLine([unit, e2e])).toBe('Tests: 5 passed, 1 failed, 1 skipped');
    expect(closingLine([unit, e2e], '7 min 40 s')).toBe(
      'Tests: 5 passed, 1 failed, 1 skipped (7 min 40 s)',
    );
  });

  it('prints each stage, the total in minutes, a failed stage, and the slowest files', () => {
    const text = formatTimings(
      [
        { stage: 'unit', ms: 95_400, ok: true },
        { stage: 'e2e', ms: 241_000, ok: false },
      ],
      [unit, e2e],
    );
    expect(text).toContain('  unit     95.4 s');
    expect(text).toContain('  e2e     241.0 s  (failed)');
    expect(text).toContain('  total  5 min 36 s');
    expect(text).toContain('The 3 slowest test files:\n    25.0 s  e2e/walk.test.ts (e2e)');
  });

  it('counts stages that ran at once by the longest of them, and says which ran beside which', () => {
    const text = formatTimings(
      [
        { stage: 'typecheck', ms: 24_000, ok: true, step: 1 },
        { stage: 'lint', ms: 30_000, ok: true, step: 1 },
        { stage: 'e2e', ms: 60_000, ok: true },
      ],
      [],
    );
    expect(text).toContain('  typecheck    24.0 s  (beside lint)');
    expect(text).toContain('  lint         30.0 s  (beside typecheck)');
    expect(text).toMatch(/^ {2}e2e {10}60\.0 s$/m);
    expect(text).toContain('  total      1 min 30 s');
  });
});
