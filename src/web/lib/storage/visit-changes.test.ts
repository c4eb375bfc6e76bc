import { describe, expect, it } from 'vitest';
import { CLIP_FRAME_COUNT } from '../../../model/living-strip.js';
import {
  clipsFollowing,
  photosChosen,
  photosFrom,
  posesTaken,
  shootCancelled,
  startsNewStrip,
} from './visit-changes.js';
import type { Clip, Visit } from './visit.js';

const photo = (byte: number) => new Blob([new Uint8Array([byte])], { type: 'image/jpeg' });
const [a, b, c, d, e] = [1, 2, 3, 4, 5].map(photo) as [Blob, Blob, Blob, Blob, Blob];
const decoration = { dateStamp: false, frameColour: '#000000', stickers: [] };

const clip = (byte: number): Clip => ({
  frames: Array.from({ length: CLIP_FRAME_COUNT }, () => photo(byte)),
  width: 480,
  height: 360,
});
const [clipA, clipB] = [clip(1), clip(2)];

const visit = (change: Partial<Visit>): Visit => ({
  layout: 2,
  source: 'upload',
  photos: [a, b],
  photosSource: 'upload',
  decoration,
  ...change,
});

describe('photosFrom', () => {
  it('gives the photos only where they came from, whichever source is chosen now', () => {
    const uploaded = visit({ source: 'camera' });
    expect(photosFrom(uploaded, 'upload')).toEqual([a, b]);
    expect(photosFrom(uploaded, 'camera')).toEqual([]);
    const shot = visit({ source: 'upload', photosSource: 'camera' });
    expect(photosFrom(shot, 'upload')).toEqual([]);
    expect(photosFrom(shot, 'camera')).toEqual([a, b]);
    expect(photosFrom(visit({ photosSource: null }), 'upload')).toEqual([]);
  });
});

describe('photosChosen', () => {
  it('keeps the strip for photos added aside, or one photo of the strip swapped', () => {
    const uploads = { photosSource: 'upload' };
    expect(photosChosen(visit({}), [a, b, c], 2)).toEqual({ photos: [a, b, c], ...uploads });
    expect(photosChosen(visit({}), [a, c, b], 2)).toEqual({ photos: [a, c, b], ...uploads });
  });

  it('starts a clean strip once none of the photos the strip used is on it', () => {
    const change = photosChosen(visit({ photos: [a, b, c, d] }), [c, d, a, b], 2);
    expect(change).toEqual({ photos: [c, d, a, b], photosSource: 'upload', decoration: undefined });
    expect(startsNewStrip(photosChosen(visit({}), [], 2))).toBe(true);
    expect(startsNewStrip(photosChosen(visit({ photos: [] }), [d, e], 2))).toBe(true);
  });

  it('counts every photo on the strip while no layout is chosen', () => {
    expect(photosChosen(visit({ layout: null, photos: [a, b, c] }), [c, d], null)).toEqual({
      photos: [c, d],
      photosSource: 'upload',
    });
  });

  it("replaces the camera's photos with the first upload, on a clean strip", () => {
    const shot = visit({ photosSource: 'camera' });
    const change = photosChosen(shot, [c], 2);
    expect(change).toEqual({ photos: [c], photosSource: 'upload', decoration: undefined });
    expect(startsNewStrip(change)).toBe(true);
    // The camera's clips go with its photos: an upload visit has none.
    expect('clips' in change && change.clips === undefined).toBe(true);
    // No upload yet (Remove all on an empty box): the camera's strip stays whole.
    expect(photosChosen(shot, [], 2)).toEqual({});
    expect(photosChosen(visit({ photos: [], photosSource: null }), [c], 2)).toMatchObject({
      photos: [c],
      photosSource: 'upload',
    });
  });
});

describe('posesTaken', () => {
  it('changes nothing before the first pose of a new shoot', () => {
    expect(posesTaken([], false)).toBeNull();
  });

  it('the first pose replaces the photos from before, on a clean strip; later ones add to it', () => {
    const first = posesTaken([c], false);
    expect(first).toEqual({
      photos: [c],
      photosSource: 'camera',
      clips: [null],
      decoration: undefined,
    });
    expect(startsNewStrip(first!)).toBe(true);
    expect(posesTaken([c, d], true)).toEqual({
      photos: [c, d],
      photosSource: 'camera',
      clips: [null, null],
    });
  });

  it('keeps a pose taken back (Retake to none) once the shoot holds the photos', () => {
    expect(posesTaken([], true)).toEqual({ photos: [], photosSource: 'camera', clips: [] });
  });

  it("keeps each pose's clip beside its photo, null where it has none (yet), none beyond", () => {
    expect(posesTaken([c, d], true, [clipA, clipB, clip(3)])?.clips).toEqual([clipA, clipB]);
    expect(posesTaken([c, d], true, [null, clipB])?.clips).toEqual([null, clipB]);
    expect(posesTaken([c, d], false, [clipA])?.clips).toEqual([clipA, null]);
  });
});

describe('shootCancelled', () => {
  it("forgets the shoot's photos and clips, never those from before it", () => {
    const change = shootCancelled(true);
    expect(change).toEqual({ photos: [] });
    expect(change && 'clips' in change && change.clips === undefined).toBe(true);
    expect(shootCancelled(false)).toBeNull();
  });
});

describe('clipsFollowing', () => {
  const opened = { photos: [a, b], clips: [clipA, clipB] };

  it('keeps the clips of the photos the editor opened with', () => {
    expect(clipsFollowing(opened, [a, b])).toEqual([clipA, clipB]);
  });

  it('a photo Replace photo brought in has no clip; undo brings the clip back', () => {
    expect(clipsFollowing(opened, [a, c])).toEqual([clipA, null]);
    expect(clipsFollowing(opened, [c, b])).toEqual([null, clipB]);
    expect(clipsFollowing(opened, [a, b])).toEqual([clipA, clipB]);
  });

  it('a visit without clips (uploads) stays without', () => {
    expect(clipsFollowing({ photos: [a, b] }, [a, c])).toBeUndefined();
  });
});

describe('startsNewStrip', () => {
  it('is a change that clears the decoration, nothing else', () => {
    expect(startsNewStrip({ decoration: undefined })).toBe(true);
    expect(startsNewStrip({ photos: [] })).toBe(false);
    expect(startsNewStrip({ decoration })).toBe(false);
  });
});

describe('a new strip made alone', () => {
  it("leaves together mode: the room's strip is replaced", () => {
    const together = visit({ together: { room: 'AbCdEfGhIjKlMnOpQrStUv' } });
    const chosen = { ...together, ...photosChosen(together, [c], 2) };
    expect(chosen.together).toBeUndefined();
    const shot = { ...together, ...posesTaken([c], false) };
    expect(shot.together).toBeUndefined();
    // A change within the same strip keeps the room.
    const swapped = { ...together, ...photosChosen(together, [a, c], 2) };
    expect(swapped.together).toEqual({ room: 'AbCdEfGhIjKlMnOpQrStUv' });
  });
});
