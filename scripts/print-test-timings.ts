// npm run test:timings: the last `npm test`'s stage times, its ten slowest test files, and the
// counts of every run kept in .test-results (CI adds the unit project on a second Node.js).
import { readResults } from './test-results.js';
import { closingLine, formatTimings } from './test-timings.js';

const { stages, reports } = readResults();
if (stages.length + reports.length === 0) {
  console.log('No test results yet: run npm test (or a vitest run with the timings reporter).');
} else {
  console.log(formatTimings(stages, reports));
  console.log(closingLine(reports));
}
