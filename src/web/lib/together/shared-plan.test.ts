import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { sharedUndoManager } from './shared-doc.js';
import { choosePose, clearPlan, planChoicesOf, sharedPlan } from './shared-plan.js';

const BEN = 'BenBenBenBenBenBenBenB';
const CHLOE = 'ChloeChloeChloeChloeCh';

/** Two phones' documents, each change sent to the other as Yjs updates. */
function pair(): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (update: Uint8Array) => Y.applyUpdate(b, update));
  b.on('update', (update: Uint8Array) => Y.applyUpdate(a, update));
  return [a, b];
}

describe('the shared pose plan', () => {
  it("reaches the other phone as the host chooses, and 'everyone takes one' clears it", () => {
    const [host, guest] = pair();
    const origin = {};
    choosePose(host, origin, 0, BEN);
    choosePose(host, origin, 2, CHLOE);
    expect(planChoicesOf(guest)).toEqual(
      new Map([
        [0, BEN],
        [2, CHLOE],
      ]),
    );
    choosePose(host, origin, 0, CHLOE);
    expect(planChoicesOf(guest).get(0)).toBe(CHLOE);
    clearPlan(host, origin);
    expect(planChoicesOf(guest).size).toBe(0);
  });

  it('skips what does not parse: a pose out of range, a key not a pose, an id not an id', () => {
    const doc = new Y.Doc();
    const plan = sharedPlan(doc);
    plan.set('1', BEN);
    plan.set('6', BEN);
    plan.set('01', BEN);
    plan.set('x', BEN);
    plan.set('2', 'short');
    plan.set('3', 42);
    plan.set('4', { id: BEN });
    expect(planChoicesOf(doc)).toEqual(new Map([[1, BEN]]));
  });

  it("is not in the decoration's undo history", () => {
    const doc = new Y.Doc();
    const origin = {};
    const undo = sharedUndoManager(doc, origin);
    choosePose(doc, origin, 0, BEN);
    undo.undo();
    expect(planChoicesOf(doc).get(0)).toBe(BEN);
  });
});
