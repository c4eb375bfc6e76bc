/**
 * Test runner of the `server-on-services` project (vitest.config.ts): Vitest's own, except that
 * when the global setup found PostgreSQL or Redis missing (and CI is not set) it loads no test
 * file and gives each one a single skipped test instead: no app is started against a service
 * that is not there, and no time is spent. The global setup prints which suites did not run
 * and how to run them.
 */
import { inject, test, TestRunner } from 'vitest';

export default class ServicesRunner extends TestRunner {
  override importFile(...[file, source]: Parameters<TestRunner['importFile']>): unknown {
    const services = inject('testServices');
    if (!('missing' in services)) return super.importFile(file, source);
    if (source === 'collect') test.skip('needs PostgreSQL and Redis (see the note below)');
    return undefined;
  }
}
