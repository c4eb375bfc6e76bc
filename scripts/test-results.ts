/** The `.test-results/` folder: what the timings reporter and `npm test` leave for the figures. */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProjectReport, StageTiming } from './test-timings.js';
import { RESULTS_DIR } from './timings-reporter.js';

const STAGES_FILE = path.join(RESULTS_DIR, 'stages.json');

export function clearResults(): void {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
}

export function writeStages(stages: readonly StageTiming[]): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(STAGES_FILE, JSON.stringify(stages, null, 1));
}

export function readResults(): { stages: StageTiming[]; reports: ProjectReport[] } {
  if (!existsSync(RESULTS_DIR)) return { stages: [], reports: [] };
  const read = (file: string): unknown =>
    JSON.parse(readFileSync(path.join(RESULTS_DIR, file), 'utf8'));
  const files = readdirSync(RESULTS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort();
  return {
    stages: existsSync(STAGES_FILE) ? (read('stages.json') as StageTiming[]) : [],
    reports: files
      .filter((file) => file !== 'stages.json')
      .map((file) => read(file) as ProjectReport),
  };
}
