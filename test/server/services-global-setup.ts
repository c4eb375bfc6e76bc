/**
 * Global setup of the `server-on-services` project (vitest.config.ts): checks that PostgreSQL
 * and Redis answer and starts the S3-compatible server the project's apps share (each app
 * gets a bucket of its own; see services.ts).
 *
 * PostgreSQL and Redis are optional on a developer's machine: without them the project's tests
 * are skipped (services-runner.ts) and one note, printed at the end of the run, says which
 * suites did not run and how to run them. With CI=true a missing service fails the run.
 */
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { POSTGRES_HOW_TO_RUN, postgresProblem } from './postgres.js';
import { redisProblem } from './redis.js';
import { startTestS3 } from './s3.js';
import type { TestS3 } from './s3.js';

/** A service the suite needs and does not have: why, and how to start it. */
export interface MissingService {
  problem: string;
  howToRun: string;
}

export type ServicesDecision =
  { run: true } | { run: false; notice: string } | { run: false; failure: string };

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the project does with its test `files` when the `missing` services do not answer: run
 * them, skip them with a note saying which did not run and how to run them, or (CI) fail.
 */
export function decideServicesRun(
  project: string,
  files: string[],
  missing: MissingService[],
  ci: boolean,
): ServicesDecision {
  if (missing.length === 0) return { run: true };
  const problems = missing.map((service) => service.problem).join('; ');
  const howToRun = missing.map((service) => sentence(service.howToRun)).join(' ');
  if (ci) {
    const failure =
      `The server suite on PostgreSQL + S3 + Redis (project ${project}) needs its services ` +
      `with CI=true: ${problems}. To run it: ${howToRun}`;
    return { run: false, failure };
  }
  const notice =
    `The server suite on PostgreSQL + S3 + Redis did not run (project ${project}, ` +
    `${files.length} files: ${files.join(', ')}): ${problems}. To run it: ${howToRun} ` +
    `Then: npx vitest run --project ${project}`;
  return { run: false, notice };
}

const REDIS_HOW_TO_RUN =
  "start Redis (for example: redis-server --port 6379 --save '' --appendonly no) or set " +
  'TEST_REDIS_URL (default redis://127.0.0.1:6379); see docs/development.md, "Tests".';

async function missingServices(): Promise<MissingService[]> {
  const [postgres, redis] = await Promise.all([postgresProblem(), redisProblem()]);
  const missing: MissingService[] = [];
  if (postgres) missing.push({ problem: postgres, howToRun: POSTGRES_HOW_TO_RUN });
  if (redis) missing.push({ problem: redis, howToRun: REDIS_HOW_TO_RUN });
  return missing;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { testFiles } = await project.globTestFiles();
  const files = testFiles.map((file) => path.relative(project.config.root, file)).sort();
  const decision = decideServicesRun(
    project.name,
    files,
    await missingServices(),
    process.env.CI === 'true',
  );
  if ('failure' in decision) throw new Error(decision.failure);
  if ('notice' in decision) {
    project.provide('testServices', { missing: decision.notice });
    // At the end, beside the summary, where it is read.
    return async () => console.warn(`\n${decision.notice}\n`);
  }
  const s3: TestS3 = await startTestS3();
  project.provide('testServices', { s3Env: s3.env });
  return () => s3.stop();
}
