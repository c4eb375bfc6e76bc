import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { ROOM_UPDATE_MAX_CHARS } from '../../../model/together.js';
import { applyEvent, decorationOf, sharedStickers } from './shared-doc.js';
import { base64ToBytes, bytesToBase64 } from './base64.js';
import { missingOnServer, UpdateBatcher } from './doc-sync.js';

const sticker = (id: number) => ({
  id,
  x: 0,
  y: 0,
  width: 64,
  height: 64,
  rotation: 0,
  char: '🙂',
});

describe('base64', () => {
  it('round-trips every byte value, and a large update', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256);
    const text = bytesToBase64(bytes);
    expect(text).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
    const back = base64ToBytes(text);
    expect(back.length).toBe(bytes.length);
    expect(back.every((byte, i) => byte === bytes[i])).toBe(true);
  });

  it('refuses text that is not base64', () => {
    expect(() => base64ToBytes('not base64!')).toThrow();
  });
});

describe('missingOnServer', () => {
  it('is null when the server has everything, and for an empty room', () => {
    const doc = new Y.Doc();
    expect(missingOnServer(doc, new Uint8Array())).toBeNull();
    applyEvent(doc, { type: 'StickerAdded', sticker: sticker(1) }, {});
    expect(missingOnServer(doc, Y.encodeStateAsUpdate(doc))).toBeNull();
  });

  it('holds what was made offline, deletions too', () => {
    const phone = new Y.Doc();
    applyEvent(phone, { type: 'StickersAdded', stickers: [sticker(1), sticker(2)] }, {});
    const server = Y.encodeStateAsUpdate(phone);
    // Offline: a deletion only.
    applyEvent(phone, { type: 'StickerDeleted', id: 1 }, {});
    const missing = missingOnServer(phone, server);
    expect(missing).not.toBeNull();
    const serverDoc = new Y.Doc();
    Y.applyUpdate(serverDoc, server);
    Y.applyUpdate(serverDoc, missing ?? new Uint8Array());
    expect(decorationOf(serverDoc).stickers.map((s) => s.id)).toEqual([2]);
    expect(missingOnServer(phone, Y.encodeStateAsUpdate(serverDoc))).toBeNull();
  });

  it('holds this phone’s changes the server never got, not the ones it has from others', () => {
    const other = new Y.Doc();
    applyEvent(other, { type: 'StickerAdded', sticker: sticker(5) }, {});
    const phone = new Y.Doc();
    Y.applyUpdate(phone, Y.encodeStateAsUpdate(other));
    applyEvent(phone, { type: 'FrameColourChosen', colour: '#222222' }, {});
    const missing = missingOnServer(phone, Y.encodeStateAsUpdate(other));
    const serverDoc = new Y.Doc();
    Y.applyUpdate(serverDoc, Y.encodeStateAsUpdate(other));
    Y.applyUpdate(serverDoc, missing ?? new Uint8Array());
    expect(decorationOf(serverDoc)).toEqual(decorationOf(phone));
  });
});

describe('UpdateBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a change after a quiet moment at once, and the burst after it as one message', () => {
    const sent: string[] = [];
    const doc = new Y.Doc();
    const batcher = new UpdateBatcher((text) => sent.push(text), 40);
    doc.on('update', (update: Uint8Array) => batcher.add(update));
    for (let x = 0; x < 30; x++) {
      applyEvent(doc, { type: 'StickerAdded', sticker: sticker(x) }, {});
    }
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(39);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);
    const copy = new Y.Doc();
    for (const text of sent) Y.applyUpdate(copy, base64ToBytes(text));
    expect(sharedStickers(copy).size).toBe(30);
    // Quiet again: the next goes at once.
    vi.advanceTimersByTime(100);
    applyEvent(doc, { type: 'StickerDeleted', id: 0 }, {});
    expect(sent).toHaveLength(3);
  });

  it('splits a batch past the size limit, and drops what is pending on request', () => {
    const sent: string[] = [];
    const batcher = new UpdateBatcher((text) => sent.push(text), 40);
    const big = () => {
      const doc = new Y.Doc();
      doc.getText('letter').insert(0, 'x'.repeat(ROOM_UPDATE_MAX_CHARS / 2));
      return Y.encodeStateAsUpdate(doc);
    };
    batcher.add(big()); // at once
    batcher.add(big());
    batcher.add(big());
    batcher.flush();
    expect(sent).toHaveLength(3);
    batcher.add(big());
    batcher.drop();
    vi.advanceTimersByTime(100);
    expect(sent).toHaveLength(3);
  });
});
