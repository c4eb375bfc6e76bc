import { describe, expect, it } from 'vitest';
import type { Decoration } from '../../../../model/decoration.js';
import { sameDecoration, sameInput, stampDay, type CollectInput } from './collect-input.js';

const photos = [new Blob(['a']), new Blob(['b'])];
const decoration: Decoration = {
  dateStamp: true,
  frameColour: '#E63946',
  stickers: [{ id: 1, x: 20, y: 30, width: 64, height: 64, rotation: 0, char: '🚀' }],
};
const input: CollectInput = {
  poseCount: 2,
  photos,
  decoration,
  pixelsPerUnit: 2,
  date: new Date(2025, 5, 14, 9, 30),
  language: 'en',
  eventName: '',
};

describe('sameInput', () => {
  it('is true for an equal copy: new arrays and objects, the same Blobs, another time that day', () => {
    const copy: CollectInput = {
      ...input,
      photos: [...photos],
      decoration: { ...decoration, stickers: decoration.stickers.map((s) => ({ ...s })) },
      date: new Date(2025, 5, 14, 23, 59, 59),
    };
    expect(sameInput(input, copy)).toBe(true);
  });

  it('is false when anything drawn differs', () => {
    const sticker = decoration.stickers[0]!;
    const changes: Partial<CollectInput>[] = [
      { poseCount: 1 },
      { pixelsPerUnit: 2.5 },
      { eventName: 'Spring Fair' },
      { language: 'ar' },
      { photos: [photos[0]!, new Blob(['b'])] },
      { photos: [photos[0]!] },
      { decoration: { ...decoration, frameColour: '#000000' } },
      { decoration: { ...decoration, dateStamp: false } },
      { decoration: { ...decoration, stickers: [] } },
      { decoration: { ...decoration, stickers: [{ ...sticker, rotation: 5 }] } },
      { decoration: { ...decoration, stickers: [{ ...sticker, char: '🌈' }] } },
    ];
    for (const change of changes) expect(sameInput(input, { ...input, ...change })).toBe(false);
  });

  it('is false after midnight when the stamp shows the day', () => {
    const before = { ...input, date: new Date(2025, 5, 14, 23, 59, 59, 999) };
    const after = { ...input, date: new Date(2025, 5, 15, 0, 0, 0, 0) };
    expect(sameInput(before, after)).toBe(false);
  });

  it('ignores the day when no stamp is drawn', () => {
    const plain = { ...decoration, dateStamp: false };
    const before = { ...input, decoration: plain, date: new Date(2025, 5, 14, 23, 59) };
    const after = { ...input, decoration: plain, date: new Date(2025, 5, 15, 0, 1) };
    expect(sameInput(before, after)).toBe(true);
    // Nor the language: the stamp is the only text the language changes.
    expect(sameInput(before, { ...before, language: 'ja' })).toBe(true);
  });
});

describe('sameDecoration', () => {
  it('tells an emoji sticker from an image sticker with the same box', () => {
    const box = { id: 1, x: 0, y: 0, width: 64, height: 64, rotation: 0 };
    const emoji = { ...decoration, stickers: [{ ...box, char: '🚀' }] };
    const image = { ...decoration, stickers: [{ ...box, src: '/stickers/a.png' }] };
    expect(sameDecoration(emoji, image)).toBe(false);
  });

  it('cares about the stacking order', () => {
    const a = { id: 1, x: 0, y: 0, width: 64, height: 64, rotation: 0, char: '🚀' };
    const b = { ...a, id: 2, char: '🌈' };
    expect(
      sameDecoration({ ...decoration, stickers: [a, b] }, { ...decoration, stickers: [b, a] }),
    ).toBe(false);
  });
});

describe('stampDay', () => {
  it('is the local calendar day', () => {
    expect(stampDay(new Date(2025, 0, 1, 0, 0))).toBe(stampDay(new Date(2025, 0, 1, 23, 59)));
    expect(stampDay(new Date(2024, 11, 31, 23, 59))).not.toBe(stampDay(new Date(2025, 0, 1)));
  });
});
