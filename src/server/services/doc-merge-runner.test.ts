/** The rooms' merges in a worker thread (doc-merge-runner.ts): same merge, rooms taking turns. */
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { manyClientsUpdate } from '../../../test/server/hostile-updates.js';
import { createDocMergeRunner, type DocMergeRunner } from './doc-merge-runner.js';

/** A change of one key, padded so that two of them are past what is merged in this thread (16 KiB). */
function change(key: string, padding = 8 * 1024): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap('m').set(key, 'x'.repeat(padding));
  return Y.encodeStateAsUpdate(doc);
}

const keysOf = (update: Uint8Array) => {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  return Object.keys(doc.getMap('m').toJSON()).sort();
};

let runner: DocMergeRunner | undefined;
afterEach(async () => {
  await runner?.close();
  runner = undefined;
});

describe('the document merge runner', () => {
  it('merges in the worker, leaving out what breaks the merge', async () => {
    runner = createDocMergeRunner();
    const updates = [change('a'), change('b'), change('c')];
    const { merged, dropped } = await runner.merge('r', updates);
    expect(dropped).toBe(0);
    expect(keysOf(merged)).toEqual(['a', 'b', 'c']);
    const broken = await runner.merge('r', [change('a'), new Uint8Array([9, 9, 9]), change('b')]);
    expect(broken.dropped).toBe(1);
    expect(keysOf(broken.merged)).toEqual(['a', 'b']);
    expect(runner.merges()).toBe(2);
  }, 30_000);

  it('one update, none, or a small document is merged here: nothing goes to the worker', async () => {
    runner = createDocMergeRunner();
    const one = change('a');
    expect((await runner.merge('r', [one])).merged).toBe(one);
    expect(keysOf((await runner.merge('r', [])).merged)).toEqual([]);
    const small = await runner.merge('r', [change('a', 10), change('b', 10), change('c', 10)]);
    expect(keysOf(small.merged)).toEqual(['a', 'b', 'c']);
    expect(runner.merges()).toBe(0);
  });

  it('a room asking for many merges delays another room’s by one turn, not by all of them', async () => {
    runner = createDocMergeRunner();
    // Slow to merge: thousands of client ids each.
    const heavy = [manyClientsUpdate(1500, 1), manyClientsUpdate(1500, 2)];
    const order: string[] = [];
    const busy = Array.from({ length: 4 }, (_, i) =>
      runner?.merge('busy', heavy).then(() => order.push(`busy ${i}`)),
    );
    const quiet = runner.merge('quiet', [change('a'), change('b')]).then(() => order.push('quiet'));
    await Promise.all([...busy, quiet]);
    // The merge under way, then the busy room's turn (it was waiting before the quiet one came),
    // then the quiet room's: before the busy room's others.
    expect(order).toEqual(['busy 0', 'busy 1', 'quiet', 'busy 2', 'busy 3']);
  }, 60_000);
});
