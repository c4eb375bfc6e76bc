// npm run test:timings: the last `npm test`'s stage times, its ten slowest test files, and the
// counts of every run kept in .test-results (CI adds the unit project on a second Node.js).
import { readFileSync } from 'node:fs';
import { budgetFigure, checkBudget, type TestBudget } from './test-budget.js';
import { readResults } from './test-results.js';
import { closingLine, formatTimings, minutes, wallTime } from './test-timings.js';

const { stages, reports } = readResults();
if (stages.length + reports.length === 0) {
  console.log('No test results yet: run npm test (or a vitest run with the timings reporter).');
} else {
  console.log(formatTimings(stages, reports));
  // The budget weighs npm test's own runs, not a second run of a project ('unit on Node 24').
  const budget = JSON.parse(readFileSync('test-budget.json', 'utf8')) as TestBudget;
  const verdict = checkBudget(
    reports.filter((report) => !report.project.includes(' on ')),
    budget,
  );
  console.log(`The suite's CPU budget (test-budget.json):\n${verdict.lines.join('\n')}`);
  console.log(closingLine(reports, `${minutes(wallTime(stages))}; ${budgetFigure(verdict)}`));
  if (!verdict.ok) process.exitCode = 1;
}
