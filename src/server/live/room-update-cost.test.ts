/** What a room update may cost (room-update-cost.ts): its shape, and the bytes budgets. */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  ROOM_UPDATE_BURST_BYTES,
  ROOM_UPDATE_BYTES_PER_SECOND,
  ROOM_UPDATE_MAX_CLIENTS,
  ROOM_UPDATE_MAX_STRUCTS,
} from '../../model/together.js';
import { manyClientsUpdate, manyStructsUpdate } from '../../../test/server/hostile-updates.js';
import { createByteBudget } from './byte-budget.js';
import { createUpdateBudgets, inspectUpdate } from './room-update-cost.js';
import { structClientsOf } from './update-head.js';

/** A phone's change: a sticker placed (one client id, a few structs). */
function phoneChange(): Uint8Array {
  const doc = new Y.Doc();
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  doc.getMap('stickers').set('1', { x: 10, y: 20, angle: 0 });
  return updates[0] ?? new Uint8Array();
}

describe('inspectUpdate', () => {
  it('takes a phone’s change', () => {
    expect(inspectUpdate(phoneChange())).toMatchObject({ ok: true, clients: 1 });
  });

  it('takes a catch-up after a reconnect: a letter typed and decorated offline over sessions', () => {
    const server = new Y.Doc();
    const phone = new Y.Doc();
    Y.applyUpdate(phone, Y.encodeStateAsUpdate(server));
    // Three page loads of one phone (three client ids), each typing and placing stickers.
    for (let session = 0; session < 3; session += 1) {
      const page = new Y.Doc();
      Y.applyUpdate(page, Y.encodeStateAsUpdate(phone));
      const text = page.getText('letter');
      for (let word = 0; word < 200; word += 1) text.insert(text.length, `word${word} `);
      text.delete(0, 30);
      const stickers = page.getMap('stickers');
      for (let i = 0; i < 40; i += 1) stickers.set(String(i), { x: i, y: i, angle: session });
      Y.applyUpdate(phone, Y.encodeStateAsUpdate(page));
    }
    // What the phone sends after its welcome: what the server's state vector lacks.
    const missing = Y.encodeStateAsUpdate(phone, Y.encodeStateVector(server));
    expect(inspectUpdate(missing)).toMatchObject({ ok: true, clients: 3 });
  });

  it('refuses an update of 2,000 client ids from its first bytes, without decoding it', () => {
    const update = manyClientsUpdate(2000, 1);
    expect(structClientsOf(update)).toBe(2000);
    expect(inspectUpdate(update)).toEqual({ ok: false, refusal: 'update_too_complex' });
    // The same refusal with the rest cut off: the count alone decided.
    expect(inspectUpdate(update.slice(0, 6000))).toEqual({
      ok: false,
      refusal: 'update_too_complex',
    });
  });

  it('takes the most client ids one update may hold, and refuses one more', () => {
    expect(inspectUpdate(manyClientsUpdate(ROOM_UPDATE_MAX_CLIENTS, 2)).ok).toBe(true);
    expect(inspectUpdate(manyClientsUpdate(ROOM_UPDATE_MAX_CLIENTS + 1, 3))).toEqual({
      ok: false,
      refusal: 'update_too_complex',
    });
  });

  it('counts structs and deleted ranges', () => {
    expect(inspectUpdate(manyStructsUpdate(ROOM_UPDATE_MAX_STRUCTS, 5)).ok).toBe(true);
    expect(inspectUpdate(manyStructsUpdate(ROOM_UPDATE_MAX_STRUCTS + 10, 5)).ok).toBe(false);
    const doc = new Y.Doc();
    const text = doc.getText('letter');
    text.insert(0, 'x'.repeat(2_000));
    const before = Y.encodeStateVector(doc);
    for (let i = 0; i < 500; i += 1) text.delete(i + 1, 1);
    const deletions = Y.encodeStateAsUpdate(doc, before);
    expect(inspectUpdate(deletions, { clients: 16, structs: 100, deletes: 499 }).ok).toBe(false);
    expect(inspectUpdate(deletions, { clients: 16, structs: 100, deletes: 500 })).toMatchObject({
      ok: true,
      deletes: 500,
    });
  });

  it('refuses what is no update: invalid_update', () => {
    for (const bytes of [[], [0x80], [1, 2, 3], [...Buffer.from('not yjs at all')]]) {
      expect(inspectUpdate(new Uint8Array(bytes))).toEqual({
        ok: false,
        refusal: 'invalid_update',
      });
    }
  });
});

describe('byte budgets', () => {
  it('a bucket: the burst at once, then the rate', () => {
    const budget = createByteBudget(1000, 4000, 0);
    expect(budget.spend(4000, 0)).toBe(true);
    expect(budget.spend(1, 0)).toBe(false);
    expect(budget.fits(500, 500)).toBe(true);
    expect(budget.spend(600, 500)).toBe(false);
    expect(budget.spend(500, 500)).toBe(true);
    // Never more than the burst, however long the wait.
    expect(budget.spend(4001, 1_000_000)).toBe(false);
  });

  it('a participant past their budget is refused; another of the room still sends', () => {
    const budgets = createUpdateBudgets({ perSecond: 1000, burst: 4000, roomFactor: 2 });
    expect(budgets.charge('r', 'ana', 4000, 0)).toBe(true);
    expect(budgets.charge('r', 'ana', 100, 0)).toBe(false);
    expect(budgets.charge('r', 'ben', 4000, 0)).toBe(true);
    // The room's budget (twice one's) is spent: a third person waits too, another room not.
    expect(budgets.charge('r', 'chloe', 100, 0)).toBe(false);
    expect(budgets.charge('s', 'dan', 4000, 0)).toBe(true);
    // A refused charge took nothing: Chloé's bytes are there once the room's refill.
    expect(budgets.charge('r', 'chloe', 100, 100)).toBe(true);
  });

  it('forgets the budgets that filled up again, and only those', () => {
    const budgets = createUpdateBudgets({ perSecond: 1000, burst: 4000, roomFactor: 2 });
    budgets.charge('r', 'ana', 4000, 0);
    budgets.charge('s', 'ben', 10, 0);
    expect(budgets.size()).toBe(4);
    // Sixty seconds on, everything has filled again: the next charge starts afresh.
    expect(budgets.charge('t', 'chloe', 10, 60_000)).toBe(true);
    expect(budgets.size()).toBe(2);
  });

  it('lets a phone send at its usual pace all day', () => {
    const budgets = createUpdateBudgets({
      perSecond: ROOM_UPDATE_BYTES_PER_SECOND,
      burst: ROOM_UPDATE_BURST_BYTES,
      roomFactor: 2,
    });
    const change = phoneChange().length;
    // A drag: a change every 30 ms (the phone's batching) for two minutes, by all six at once.
    for (let ms = 0; ms < 120_000; ms += 30) {
      for (const person of ['a', 'b', 'c', 'd', 'e', 'f']) {
        expect(budgets.charge('r', person, change * 4, ms)).toBe(true);
      }
    }
    // A full catch-up message at once, after that.
    expect(budgets.charge('r', 'a', 45 * 1024, 120_000)).toBe(true);
  });
});
