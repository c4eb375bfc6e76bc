/**
 * `npm test`: every stage in order, stopping at the first that fails, then the figures (each
 * stage's time, the ten slowest test files) and one closing line of counts (docs/development.md,
 * Tests).
 */
import { spawnSync } from 'node:child_process';
import { clearResults, readResults, writeStages } from './test-results.js';
import { closingLine, formatTimings, type StageTiming } from './test-timings.js';

const REPORTERS = ['--reporter=default', '--reporter=./scripts/timings-reporter.ts'];

const STAGES: readonly { name: string; command: readonly [string, ...string[]] }[] = [
  { name: 'prerequisites', command: ['tsx', 'scripts/test-prerequisites.ts'] },
  { name: 'typecheck', command: ['tsc', '-b'] },
  // Compiles the server into dist/node for the browser tests (tsc -b has checked its types).
  { name: 'build server', command: ['npm', 'run', '--silent', 'build:server'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'unit', command: ['vitest', 'run', '--project', 'unit*', ...REPORTERS] },
  {
    name: 'services',
    command: ['vitest', 'run', '--project', 'server-on-services', ...REPORTERS],
  },
  { name: 'build web', command: ['npm', 'run', '--silent', 'build:web'] },
  { name: 'e2e', command: ['vitest', 'run', '--project', 'e2e', ...REPORTERS] },
  // Alone on the machine: the CPU the pages use is measured (e2e/page-cpu-budgets.test.ts).
  {
    name: 'cpu budgets',
    command: ['vitest', 'run', '--project', 'cpu-budgets', ...REPORTERS],
  },
];

clearResults();
const done: StageTiming[] = [];
let failed = 0;
for (const { name, command } of STAGES) {
  const [program, ...args] = command;
  console.log(`\n▶ ${name}: ${command.join(' ')}`);
  const started = performance.now();
  const run = spawnSync(program, args, { stdio: 'inherit' });
  const ok = run.status === 0;
  done.push({ stage: name, ms: Math.round(performance.now() - started), ok });
  if (!ok) {
    failed = run.status ?? 1;
    break;
  }
}
writeStages(done);

const { reports } = readResults();
console.log(`\n${formatTimings(done, reports)}`);
console.log(closingLine(reports));
process.exit(failed);
