/**
 * A worker thread of one of our modules: the compiled `.js` beside the caller in dist; under the
 * tests and `npm run dev` the `.ts` source, loaded through tsx's loader (a development
 * dependency), which the worker registers itself (Node 20 ignores `--import` in a worker's
 * execArgv).
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';

/** `name` is the worker module's file name without extension, beside `callerUrl`. */
export function startSourceWorker(
  callerUrl: string,
  name: string,
  resourceLimits: ResourceLimits,
): Worker {
  if (!callerUrl.endsWith('.ts')) {
    return new Worker(new URL(`./${name}.js`, callerUrl), { resourceLimits });
  }
  const source = new URL(`./${name}.ts`, callerUrl).href;
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(code, { eval: true, resourceLimits });
}
