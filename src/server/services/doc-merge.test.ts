import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { mergeLeniently } from './doc-merge.js';

/** The updates of one phone moving one sticker `moves` times, each its own update. */
function moves(count: number): Uint8Array[] {
  const doc = new Y.Doc();
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => void updates.push(update));
  for (let move = 0; move < count; move += 1) {
    doc.getMap('stickers').set('1', { id: 1, char: '🎉', x: move, y: 40 });
  }
  doc.getText('letter').insert(0, 'hello');
  return updates;
}

describe('mergeLeniently', () => {
  it('keeps what the document holds now, not every value it was overwritten with', () => {
    const updates = moves(500);
    const sent = updates.reduce((sum, update) => sum + update.length, 0);
    const { merged, dropped } = mergeLeniently(updates);
    expect(dropped).toBe(0);
    // Y.mergeUpdates alone keeps the 500 values (about as large as what was sent).
    expect(Y.mergeUpdates(updates).length).toBeGreaterThan(sent / 2);
    expect(merged.length).toBeLessThan(sent / 10);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, merged);
    expect(doc.getMap('stickers').get('1')).toEqual({ id: 1, char: '🎉', x: 499, y: 40 });
    expect(doc.getText('letter').toString()).toBe('hello');
  });

  it('keeps an update that waits for one it follows, for when that one comes', () => {
    const all = moves(3);
    const { merged } = mergeLeniently([all[1] as Uint8Array, all[3] as Uint8Array]);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, merged);
    Y.applyUpdate(doc, all[0] as Uint8Array);
    Y.applyUpdate(doc, all[2] as Uint8Array);
    expect(doc.getMap('stickers').get('1')).toEqual({ id: 1, char: '🎉', x: 2, y: 40 });
    expect(doc.getText('letter').toString()).toBe('hello');
  });
});
