/**
 * A setup file of every test project: it keeps the CPU time a test file used (its imports, its
 * tests, and the servers and browsers that worked under its worker meanwhile) in the file's meta, where the
 * timings reporter reads it for the budget `npm test` checks (scripts/test-budget.ts). Setup
 * files run before each test file, so the count starts before the file's own imports; the
 * afterAll registered here runs after the file's own (Vitest runs them in reverse), once its
 * browsers and servers have exited.
 */
import { afterAll } from 'vitest';
import { processCpu } from './process-cpu.js';

declare module 'vitest' {
  interface TaskMeta {
    /** CPU time of the file, children included where the platform says (ms). */
    cpuMs?: number;
    cpuOfChildren?: boolean;
  }
}

const start = processCpu();

// Vitest reads the first parameter's pattern for the fixtures a hook uses: this one uses none.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  const end = processCpu();
  suite.file.meta.cpuMs = Math.round(end.ms - start.ms);
  suite.file.meta.cpuOfChildren = end.children;
});
