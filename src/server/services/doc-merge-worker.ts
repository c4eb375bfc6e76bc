/**
 * The worker that merges the rooms' documents (doc-merge-runner.ts starts it and keeps it): a
 * merge of a room's stored updates takes tens of milliseconds for a full document, more with
 * many client ids, and in the server's thread it held every request meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import { mergeLeniently } from './doc-merge.js';

/** Updates to merge, numbered by the runner. */
export interface DocMergeRequest {
  id: number;
  updates: Uint8Array[];
}

/** The merge of request `id`, and how many updates it left out (they broke the merge). */
export interface DocMergeAnswer {
  id: number;
  merged: Uint8Array;
  dropped: number;
}

parentPort?.on('message', (request: DocMergeRequest) => {
  const { merged, dropped } = mergeLeniently(request.updates);
  const answer: DocMergeAnswer = { id: request.id, merged, dropped };
  parentPort?.postMessage(answer);
});
