/**
 * `npm test`: every step in order, stopping after the first that fails, then the figures (each
 * stage's time, the ten slowest test files) and one closing line of counts (docs/development.md,
 * Tests). A step may hold two stages that run at once, where one leaves a core idle: `tsc` and
 * ESLint each use one core, and the services' suite mostly waits on PostgreSQL, Redis and S3.
 * Their output is printed whole as each ends, so the two never interleave.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { budgetFigure, checkBudget, type TestBudget } from './test-budget.js';
import { clearResults, readResults, writeStages } from './test-results.js';
import { closingLine, formatTimings, minutes, wallTime, type StageTiming } from './test-timings.js';

const REPORTERS = ['--reporter=default', '--reporter=./scripts/timings-reporter.ts'];

type Command = readonly [string, ...string[]];
interface Stage {
  name: string;
  /** Run one after the other; the stage fails at the first that fails. */
  commands: readonly Command[];
}

const STEPS: readonly (readonly Stage[])[] = [
  [{ name: 'prerequisites', commands: [['tsx', 'scripts/test-prerequisites.ts']] }],
  [
    // Then the builds the browser tests load: the server's compile into dist/node (tsc -b has
    // checked its types) and the web app's, then the checks in lint/ (the `lint` project: the
    // structure's probes, which `npm run lint` runs after ESLint and Prettier). Together about
    // as long as ESLint and Prettier beside them, so they cost little time of their own; after
    // ESLint they would lengthen the step by their whole time.
    {
      name: 'typecheck, build and lint checks',
      commands: [
        ['tsc', '-b'],
        ['npm', 'run', '--silent', 'build:server'],
        ['npm', 'run', '--silent', 'build:web'],
        ['vitest', 'run', '--project', 'lint', ...REPORTERS],
      ],
    },
    // `npm run lint` less its checks in lint/, which the stage beside it runs.
    {
      name: 'lint',
      commands: [
        ['eslint', '.', '--max-warnings', '0'],
        ['prettier', '--check', '.'],
      ],
    },
  ],
  [
    { name: 'unit', commands: [['vitest', 'run', '--project', 'unit*', ...REPORTERS]] },
    {
      name: 'services',
      commands: [['vitest', 'run', '--project', 'server-on-services', ...REPORTERS]],
    },
  ],
  // Alone: the browser tests use both cores. Run beside the unit stage they took 534 s, the unit
  // stage 469 s and the whole run 10 min 29 s (the files' CPU 861 s), where one after the other
  // took 9 min 46 s (664 s) on a fresh clone: two cores shared six ways cost more CPU than the
  // idle moments they filled, and stretched browser files past 30 s.
  [{ name: 'e2e', commands: [['vitest', 'run', '--project', 'e2e', ...REPORTERS]] }],
  // Alone on the machine: the CPU the pages use is measured (e2e/page-cpu-budgets.test.ts), and
  // the new version's hand-over walks without another browser beside it (vitest.config.ts).
  [
    {
      name: 'cpu budgets',
      commands: [['vitest', 'run', '--project', 'cpu-budgets', ...REPORTERS]],
    },
  ],
];

/** Runs a command; its output goes straight through, or into `buffer` when one is given. */
function run([program, ...args]: Command, buffer?: Buffer[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.on('data', (chunk: Buffer) => buffer?.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => buffer?.push(chunk));
    child.on('error', (error) => {
      buffer?.push(Buffer.from(`${String(error)}\n`));
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function heading({ name, commands }: Stage): string {
  return `\n▶ ${name}: ${commands.map((command) => command.join(' ')).join(' && ')}`;
}

/** Runs a stage's commands in order; alone it speaks as it goes, beside another at its end. */
async function runStage(
  stage: Stage,
  alone: boolean,
  step: number,
): Promise<StageTiming & { code: number }> {
  const buffer: Buffer[] | undefined = alone ? undefined : [];
  if (alone) console.log(heading(stage));
  const started = performance.now();
  let code = 0;
  for (const command of stage.commands) {
    code = await run(command, buffer);
    if (code !== 0) break;
  }
  const ms = Math.round(performance.now() - started);
  if (buffer) process.stdout.write(`${heading(stage)}\n${Buffer.concat(buffer).toString()}`);
  return { stage: stage.name, ms, ok: code === 0, code, ...(alone ? {} : { step }) };
}

clearResults();
const done: StageTiming[] = [];
let failed = 0;
for (const [index, stages] of STEPS.entries()) {
  const alone = stages.length === 1;
  const results = await Promise.all(stages.map((stage) => runStage(stage, alone, index)));
  for (const { code, ...timing } of results) {
    done.push(timing);
    if (code !== 0 && failed === 0) failed = code;
  }
  if (failed !== 0) break;
}
writeStages(done);

const { reports } = readResults();
console.log(`\n${formatTimings(done, reports)}`);
// The budget is checked when every stage ran: a run that stopped early has nothing to weigh.
const budget = JSON.parse(readFileSync('test-budget.json', 'utf8')) as TestBudget;
const verdict = failed === 0 ? checkBudget(reports, budget) : undefined;
if (verdict) console.log(`The suite's CPU budget (test-budget.json):\n${verdict.lines.join('\n')}`);
if (verdict && !verdict.ok && failed === 0) failed = 1;
const figures = [minutes(wallTime(done)), ...(verdict ? [budgetFigure(verdict)] : [])];
console.log(closingLine(reports, figures.join('; ')));
process.exit(failed);
