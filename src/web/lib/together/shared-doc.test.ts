import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Decoration, DecorationEvent } from '../../../model/decoration.js';
import { DEFAULT_DECORATION } from '../../../model/decoration.js';
import type { Sticker } from '../../../model/sticker.js';
import {
  applyEvent,
  decorationOf,
  sharedFrames,
  sharedStickerId,
  sharedStickers,
  sharedStrip,
  sharedUndoManager,
} from './shared-doc.js';

const emoji = (id: number, x = 10): Sticker => ({
  id,
  x,
  y: 20,
  width: 64,
  height: 64,
  rotation: 0,
  char: '🎉',
});

/** Two phones, each with its own document and origin. */
function phones() {
  const a = { doc: new Y.Doc(), origin: {} };
  const b = { doc: new Y.Doc(), origin: {} };
  return { a, b };
}

/** Sends everything `from` has that `to` lacks (as the socket does, in either order). */
function sync(from: Y.Doc, to: Y.Doc): void {
  Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)), 'remote');
}

const apply = (phone: { doc: Y.Doc; origin: object }, event: DecorationEvent, poses = 0) =>
  applyEvent(phone.doc, event, phone.origin, poses);

describe('the shared document holds the decoration', () => {
  it('reads the default decoration from an empty document', () => {
    expect(decorationOf(new Y.Doc())).toEqual(DEFAULT_DECORATION);
    expect(decorationOf(new Y.Doc(), 3).photoFrames).toEqual([
      { source: 0, zoom: 1, offsetX: 0, offsetY: 0 },
      { source: 1, zoom: 1, offsetX: 0, offsetY: 0 },
      { source: 2, zoom: 1, offsetX: 0, offsetY: 0 },
    ]);
  });

  it('writes each fact and reads back what decorate() makes of it', () => {
    const { a } = phones();
    let expected: Decoration = {
      ...DEFAULT_DECORATION,
      photoFrames: decorationOf(a.doc, 2).photoFrames,
    };
    const events: DecorationEvent[] = [
      { type: 'DateStampToggled', on: false },
      { type: 'FrameColourChosen', colour: '#123456' },
      { type: 'StickerAdded', sticker: emoji(5) },
      {
        type: 'StickersAdded',
        stickers: [
          emoji(3),
          {
            ...emoji(4),
            char: undefined,
            src: 'https://x.test/stickers/ai-1700000000000-abcdefghijklmnopqrstuv.png',
          } as unknown as Sticker,
        ],
      },
      { type: 'StickerChanged', sticker: { ...emoji(5), x: 99, rotation: 30 } },
      { type: 'StickerDeleted', id: 3 },
      { type: 'PhotoZoomed', index: 1, zoom: 2, offsetX: 3, offsetY: -4 },
    ];
    for (const event of events) {
      const next = apply(a, event, 2);
      expect(decorationOf(a.doc, 2)).toEqual(next);
      expect(next).not.toEqual(expected);
      expected = next;
    }
    // Added order is kept on top of what was there, whatever the ids.
    expect(expected.stickers.map((s) => s.id)).toEqual([5, 4]);
    expect(expected.stickers[0]).toMatchObject({ x: 99, rotation: 30 });
    expect(expected.photoFrames?.[1]).toEqual({ source: 1, zoom: 2, offsetX: 3, offsetY: -4 });
  });

  it('writes only what changed', () => {
    const { a } = phones();
    apply(a, { type: 'StickersAdded', stickers: [emoji(1), emoji(2)] });
    const changed: string[] = [];
    sharedStickers(a.doc).observe((event) => changed.push(...event.keysChanged));
    apply(a, { type: 'StickerChanged', sticker: emoji(2, 50) });
    apply(a, { type: 'StickerChanged', sticker: emoji(1) }); // the same: nothing written
    expect(changed).toEqual(['2']);
  });

  it('skips image stickers that are not our own sticker files', () => {
    const { a } = phones();
    const image = (id: number, src: string) =>
      ({ ...emoji(id), char: undefined, src }) as unknown as Sticker;
    apply(a, {
      type: 'StickersAdded',
      stickers: [
        image(1, 'https://x.test/stickers/ai-1700000000000-abcdefghijklmnopqrstuv.png'),
        image(2, 'https://evil.test/pixel.png'),
        image(3, 'https://x.test/stickers/../letters/secret.png'),
        image(4, 'https://x.test/stickers/emoji-1f389.png?track=1'),
        image(5, 'javascript:alert(1)'),
      ],
    });
    expect(decorationOf(a.doc, 0).stickers.map((s) => s.id)).toEqual([1]);
  });

  it('skips entries that do not parse, and entries whose key names another id', () => {
    const doc = new Y.Doc();
    apply({ doc, origin: {} }, { type: 'StickerAdded', sticker: emoji(7) });
    const stickers = sharedStickers(doc);
    stickers.set('8', { ...emoji(8), x: 'left', z: 2 });
    stickers.set('9', { ...emoji(9), z: 3, evil: '<script>' });
    stickers.set('10', { ...emoji(11), z: 4 });
    stickers.set('12', 'garbage');
    stickers.set('13', { ...emoji(13), width: -1, z: 5 });
    stickers.set('14', { id: 14, x: 0, y: 0, width: 5, height: 5, rotation: 0, z: 6 });
    stickers.set('15', { ...emoji(15), z: 1e300 });
    sharedStrip(doc).set('frameColour', 'red; background: url(x)');
    sharedStrip(doc).set('dateStamp', 'yes');
    sharedFrames(doc).set('0', { source: 0, zoom: 40, offsetX: 0, offsetY: 0 });
    const decoration = decorationOf(doc, 2);
    expect(decoration.stickers.map((s) => s.id)).toEqual([7]);
    expect(decoration.frameColour).toBe(DEFAULT_DECORATION.frameColour);
    expect(decoration.dateStamp).toBe(true);
    expect(decoration.photoFrames?.[0]).toEqual({ source: 0, zoom: 1, offsetX: 0, offsetY: 0 });
  });

  it('reads a set of frames that names a photo twice as the plain order, and rewrites it whole', () => {
    const doc = new Y.Doc();
    sharedFrames(doc).set('0', { source: 1, zoom: 2, offsetX: 0, offsetY: 0 });
    sharedFrames(doc).set('1', { source: 1, zoom: 1, offsetX: 0, offsetY: 0 });
    expect(decorationOf(doc, 2).photoFrames?.map((f) => f.source)).toEqual([0, 1]);
    applyEvent(doc, { type: 'PhotoZoomed', index: 1, zoom: 2, offsetX: 0, offsetY: 0 }, {}, 2);
    expect(sharedFrames(doc).toJSON()).toEqual({
      '0': { source: 0, zoom: 1, offsetX: 0, offsetY: 0 },
      '1': { source: 1, zoom: 2, offsetX: 0, offsetY: 0 },
    });
  });

  it('stacks stickers by z then id, new ones on top', () => {
    const doc = new Y.Doc();
    sharedStickers(doc).set('50', { ...emoji(50), z: 2 });
    sharedStickers(doc).set('40', { ...emoji(40), z: 2 });
    sharedStickers(doc).set('60', { ...emoji(60), z: 1 });
    applyEvent(doc, { type: 'StickerAdded', sticker: emoji(1) }, {});
    expect(decorationOf(doc).stickers.map((s) => s.id)).toEqual([60, 40, 50, 1]);
    expect(sharedStickers(doc).get('1')).toMatchObject({ z: 3 });
  });
});

describe('two phones editing at once', () => {
  it('converge whichever order the updates arrive in', () => {
    const { a, b } = phones();
    apply(a, { type: 'StickerAdded', sticker: emoji(1) });
    sync(a.doc, b.doc);
    apply(a, { type: 'StickerChanged', sticker: emoji(1, 30) });
    apply(a, { type: 'FrameColourChosen', colour: '#aa0000' });
    apply(b, { type: 'StickerAdded', sticker: emoji(2) });
    apply(b, { type: 'DateStampToggled', on: false });
    const updatesA = Y.encodeStateAsUpdate(a.doc);
    const updatesB = Y.encodeStateAsUpdate(b.doc);
    // Each learns the other's changes; a third phone gets them in the opposite order.
    Y.applyUpdate(a.doc, updatesB);
    Y.applyUpdate(b.doc, updatesA);
    const c = new Y.Doc();
    Y.applyUpdate(c, updatesB);
    Y.applyUpdate(c, updatesA);
    const result = decorationOf(a.doc);
    expect(decorationOf(b.doc)).toEqual(result);
    expect(decorationOf(c)).toEqual(result);
    expect(result).toMatchObject({ dateStamp: false, frameColour: '#aa0000' });
    expect(result.stickers.map((s) => [s.id, s.x])).toEqual([
      [1, 30],
      [2, 10],
    ]);
  });

  it('two drags of the same sticker end equal on both phones (one of the two)', () => {
    const { a, b } = phones();
    apply(a, { type: 'StickerAdded', sticker: emoji(1) });
    sync(a.doc, b.doc);
    apply(a, { type: 'StickerChanged', sticker: emoji(1, 100) });
    apply(b, { type: 'StickerChanged', sticker: { ...emoji(1, 200), y: 7 } });
    sync(a.doc, b.doc);
    sync(b.doc, a.doc);
    const [onA] = decorationOf(a.doc).stickers;
    const [onB] = decorationOf(b.doc).stickers;
    expect(onA).toEqual(onB);
    // Whole: never x of one drag with y of the other.
    expect([
      [100, 20],
      [200, 7],
    ]).toContainEqual([onA?.x, onA?.y]);
  });

  it('undo undoes this phone’s own change only', () => {
    const { a, b } = phones();
    const undoA = sharedUndoManager(a.doc, a.origin);
    apply(a, { type: 'StickerAdded', sticker: emoji(1) });
    sync(a.doc, b.doc);
    apply(b, { type: 'StickerAdded', sticker: emoji(2) });
    apply(b, { type: 'FrameColourChosen', colour: '#00aa00' });
    sync(b.doc, a.doc);
    expect(undoA.canUndo()).toBe(true);
    undoA.undo();
    expect(undoA.canUndo()).toBe(false);
    sync(a.doc, b.doc);
    for (const doc of [a.doc, b.doc]) {
      const decoration = decorationOf(doc);
      expect(decoration.stickers.map((s) => s.id)).toEqual([2]);
      expect(decoration.frameColour).toBe('#00aa00');
    }
    undoA.redo();
    expect(decorationOf(a.doc).stickers.map((s) => s.id)).toEqual([1, 2]);
  });

  it('undo never takes back a friend’s later change of the same sticker', () => {
    const { a, b } = phones();
    const undoA = sharedUndoManager(a.doc, a.origin);
    apply(a, { type: 'StickerAdded', sticker: emoji(1) });
    apply(a, { type: 'StickerChanged', sticker: emoji(1, 50) });
    sync(a.doc, b.doc);
    apply(b, { type: 'StickerChanged', sticker: emoji(1, 100) });
    sync(b.doc, a.doc);
    undoA.undo();
    sync(a.doc, b.doc);
    expect(decorationOf(a.doc).stickers).toEqual([emoji(1, 100)]);
    expect(decorationOf(b.doc)).toEqual(decorationOf(a.doc));
  });

  it('each apply is its own undo step', () => {
    const { a } = phones();
    const undo = sharedUndoManager(a.doc, a.origin);
    apply(a, { type: 'StickerAdded', sticker: emoji(1) });
    apply(a, { type: 'StickerChanged', sticker: emoji(1, 40) });
    undo.undo();
    expect(decorationOf(a.doc).stickers).toEqual([emoji(1)]);
  });
});

describe('sharedStickerId', () => {
  it('differs for two phones adding in the same millisecond', () => {
    const now = 1_800_000_000_000;
    const first = sharedStickerId([], now, () => 0.1);
    const second = sharedStickerId([], now, () => 0.2);
    expect(first).not.toBe(second);
    expect(Number.isSafeInteger(first)).toBe(true);
  });

  it('stays above every id in use, even from a phone whose clock is behind', () => {
    const ahead = sharedStickerId([], 1_800_000_000_000, () => 0.999);
    expect(sharedStickerId([emoji(ahead)], 1_700_000_000_000, () => 0)).toBeGreaterThan(ahead);
  });
});
