import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, HISTORY_LIMIT, record, redo, startHistory, undo } from './history.js';

describe('history', () => {
  it('undoes and redoes in order', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    expect(h.present).toBe('b');
    expect(canRedo(h)).toBe(true);
  });

  it('forgets the undone future when something new happens', () => {
    const h = record(undo(record(startHistory(1), 2)), 3);
    expect(h.present).toBe(3);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe(1);
  });

  it('does not record a change that changes nothing, and undo/redo at the ends do nothing', () => {
    const h = startHistory({ n: 1 });
    expect(record(h, h.present)).toBe(h);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 50; i += 1) h = record(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(50);
  });
});
