/**
 * The room writer (room-writer.ts) over a small in-memory appendUpdate that checks updates as
 * the service does (they decode) and records each write.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { ServiceError } from '../services/service-errors.js';
import { createRoomWriter } from './room-writer.js';

function change(key: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap('m').set(key, 1);
  return Y.encodeStateAsUpdate(doc);
}

function store() {
  const writes: { room: string; update: Uint8Array; by?: string }[] = [];
  let release: () => void = () => {};
  let held: Promise<void> | undefined;
  return {
    writes,
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    async appendUpdate(
      room: string,
      update: Uint8Array,
      by?: { participant: string; host: boolean },
    ): Promise<void> {
      await held;
      try {
        Y.decodeUpdate(update);
      } catch {
        throw new ServiceError('invalid_update');
      }
      writes.push({ room, update, ...(by ? { by: by.participant } : {}) });
    },
  };
}

const keysOf = (...updates: Uint8Array[]) => {
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, update);
  return Object.keys(doc.getMap('m').toJSON()).sort();
};

describe('the room writer', () => {
  it('writes what waits behind a write as one merged update, per room', async () => {
    const s = store();
    const writer = createRoomWriter(s);
    s.hold();
    const done = [
      writer.append('r1', change('a')),
      writer.append('r1', change('b')),
      writer.append('r1', change('c')),
      writer.append('r2', change('x')),
    ];
    s.release();
    await Promise.all(done);
    const r1 = s.writes.filter((w) => w.room === 'r1');
    expect(r1).toHaveLength(2);
    expect(keysOf(...r1.map((w) => w.update))).toEqual(['a', 'b', 'c']);
    expect(s.writes.filter((w) => w.room === 'r2')).toHaveLength(1);
  });

  it('refuses only the update that does not decode; the others of its batch are stored', async () => {
    const s = store();
    const writer = createRoomWriter(s);
    s.hold();
    const first = writer.append('r', change('a'));
    const good = writer.append('r', change('b'));
    const bad = writer.append('r', new Uint8Array([255, 255, 255]));
    const alsoGood = writer.append('r', change('c'));
    s.release();
    await expect(first).resolves.toBeUndefined();
    await expect(good).resolves.toBeUndefined();
    await expect(bad).rejects.toMatchObject({ kind: 'invalid_update' });
    await expect(alsoGood).resolves.toBeUndefined();
    expect(keysOf(...s.writes.map((w) => w.update))).toEqual(['a', 'b', 'c']);
  });

  it('merges only the updates of one sender: each write is charged to the one who sent it', async () => {
    const s = store();
    const writer = createRoomWriter(s);
    const ana = { participant: 'ana', host: true };
    const ben = { participant: 'ben', host: false };
    s.hold();
    const done = [
      writer.append('r', change('a'), ana),
      writer.append('r', change('b'), ben),
      writer.append('r', change('c'), ana),
      writer.append('r', change('d'), ben),
      writer.append('r', change('e'), ana),
    ];
    s.release();
    await Promise.all(done);
    expect(s.writes.map((w) => [w.by, keysOf(w.update)])).toEqual([
      ['ana', ['a']],
      ['ben', ['b', 'd']],
      ['ana', ['c', 'e']],
    ]);
  });
});
