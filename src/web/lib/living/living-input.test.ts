import { describe, expect, it } from 'vitest';
import { CLIP_FRAME_COUNT } from '../../../model/living-strip.js';
import type { Clip, Visit } from '../storage/visit.js';
import { livingStripInput, livingStripKey } from './living-input.js';

const jpeg = (bytes: string) => new Blob([bytes], { type: 'image/jpeg' });
const clip = (seed: string): Clip => ({
  frames: Array.from({ length: CLIP_FRAME_COUNT }, (_, i) => jpeg(`${seed}${'x'.repeat(i)}`)),
  width: 480,
  height: 360,
});
const context = { date: new Date(2026, 10, 27, 12), language: 'en', eventName: '' };

function cameraVisit(change: Partial<Visit> = {}): Visit {
  return {
    layout: 2,
    source: 'camera',
    photos: [jpeg('one'), jpeg('two'), jpeg('extra')],
    photosSource: 'camera',
    clips: [clip('a'), clip('b')],
    live: true,
    decoration: { dateStamp: true, frameColour: '#112233', stickers: [] },
    ...change,
  };
}

describe('a visit’s living strip', () => {
  it('is the strip’s photos, clips and stored decoration with the moment’s context', () => {
    const visit = cameraVisit();
    const input = livingStripInput(visit, context);
    expect(input).not.toBeNull();
    expect(input?.poseCount).toBe(2);
    expect(input?.photos).toEqual(visit.photos.slice(0, 2));
    expect(input?.clips).toEqual(visit.clips);
    expect(input?.decoration.frameColour).toBe('#112233');
    expect(input?.decoration.photoFrames).toHaveLength(2);
    expect(input?.date).toBe(context.date);
  });

  it('starts from the decoration it is given (the editor’s write-ahead copy)', () => {
    const input = livingStripInput(cameraVisit(), context, {
      dateStamp: false,
      frameColour: '#abcdef',
      stickers: [],
    });
    expect(input?.decoration.frameColour).toBe('#abcdef');
  });

  it('is none with the Live switch off, for an upload visit, or with no clip on the strip', () => {
    expect(livingStripInput(cameraVisit({ live: false }), context)).toBeNull();
    expect(livingStripInput(cameraVisit({ live: undefined }), context)).toBeNull();
    expect(
      livingStripInput(cameraVisit({ clips: undefined, source: 'upload' }), context),
    ).toBeNull();
    expect(livingStripInput(cameraVisit({ clips: [null, null, clip('c')] }), context)).toBeNull();
    expect(livingStripInput(cameraVisit({ photos: [jpeg('one')] }), context)).toBeNull();
    expect(livingStripInput(cameraVisit({ layout: null }), context)).toBeNull();
  });

  it('shows a pose without a clip as its still (null in its place)', () => {
    const input = livingStripInput(cameraVisit({ clips: [clip('a')] }), context);
    expect(input?.clips).toEqual([expect.objectContaining({ width: 480 }), null]);
  });

  it('is keyed by what draws it: a retaken pose or another decoration is another video', () => {
    const key = livingStripKey(livingStripInput(cameraVisit(), context)!);
    // The same visit read back again (new Blob objects of the same bytes): the same key.
    expect(livingStripKey(livingStripInput(cameraVisit(), context)!)).toBe(key);
    const retaken = cameraVisit({ clips: [clip('a'), clip('longer b')] });
    expect(livingStripKey(livingStripInput(retaken, context)!)).not.toBe(key);
    const recoloured = livingStripInput(cameraVisit(), context, {
      dateStamp: true,
      frameColour: '#000000',
      stickers: [],
    });
    expect(livingStripKey(recoloured!)).not.toBe(key);
    const nextDay = { ...context, date: new Date(2026, 10, 28, 12) };
    expect(livingStripKey(livingStripInput(cameraVisit(), nextDay)!)).not.toBe(key);
  });
});
