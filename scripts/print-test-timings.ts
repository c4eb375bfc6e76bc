// npm run test:timings: the last `npm test`'s stage times and its ten slowest test files.
import { readResults } from './test-results.js';
import { formatTimings } from './test-timings.js';

const { stages, reports } = readResults();
console.log(
  stages.length + reports.length > 0
    ? formatTimings(stages, reports)
    : 'No test results yet: run npm test (or a vitest run with the timings reporter) first.',
);
