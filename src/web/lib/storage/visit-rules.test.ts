import { describe, expect, it } from 'vitest';
import { CLIP_FRAME_COUNT, CLIP_MAX_SIDE } from '../../../model/living-strip.js';
import { visitFromStored } from './visit-rules.js';

const photo = (byte: number) => new Blob([new Uint8Array([byte])], { type: 'image/jpeg' });

describe('visitFromStored', () => {
  it('keeps a valid visit as it is', () => {
    const photos = [photo(1), photo(2)];
    const decoration = { dateStamp: false, frameColour: '#000000', stickers: [] };
    const stored = { layout: 2, source: 'camera', photos, photosSource: 'upload', decoration };
    expect(visitFromStored(stored)).toEqual(stored);
  });

  it("counts a visit's photos kept without their source as its source's", () => {
    expect(visitFromStored({ layout: 6, source: 'camera', photos: [] })).toEqual({
      layout: 6,
      source: 'camera',
      photos: [],
      photosSource: 'camera',
    });
    for (const photosSource of ['scanner', null]) {
      expect(visitFromStored({ source: 'upload', photosSource }).photosSource).toBe('upload');
    }
  });

  it('drops photos that are not a list of images: null, a string, numbers', () => {
    for (const photos of [
      null,
      'abc',
      42,
      { 0: photo(1) },
      [1, 2, 3],
      ['data:image/png;base64,'],
    ]) {
      expect(visitFromStored({ layout: 3, source: 'upload', photos }).photos).toEqual([]);
    }
  });

  it('keeps only the photos that are images, in order, at most six', () => {
    const photos = Array.from({ length: 8 }, (_, i) => photo(i));
    const mixed = [null, photos[0], 'x', new Blob([]), photos[1], ...photos.slice(2)];
    expect(visitFromStored({ layout: 6, source: 'upload', photos: mixed }).photos).toEqual(
      photos.slice(0, 6),
    );
  });

  it('forgets a layout that is no pose count and a source it does not know', () => {
    for (const layout of [5, '3', null, 3.5]) {
      expect(visitFromStored({ layout, source: 'upload', photos: [] }).layout).toBeNull();
    }
    for (const source of ['scanner', 7, null]) {
      expect(visitFromStored({ layout: 4, source })).toEqual({
        layout: 4,
        source: null,
        photos: [],
        photosSource: null,
      });
    }
  });

  it('keeps the camera filter when it is one it knows', () => {
    expect(visitFromStored({ layout: 2, source: 'camera', filter: 'bw' }).filter).toBe('bw');
    for (const filter of ['blur', 3, null]) {
      expect('filter' in visitFromStored({ layout: 2, source: 'camera', filter })).toBe(false);
    }
  });

  it('starts afresh from anything that is not an object', () => {
    for (const stored of [null, 'visit', 12, [photo(1)]]) {
      expect(visitFromStored(stored)).toEqual({
        layout: null,
        source: null,
        photos: [],
        photosSource: null,
      });
    }
  });

  it("keeps a camera visit's clips beside their photos, and the Live switch", () => {
    const photos = [photo(1), photo(2)];
    const clips = [clip(), null];
    const stored = { layout: 2, source: 'camera', photos, photosSource: 'camera', clips };
    expect(visitFromStored({ ...stored, live: true })).toEqual({ ...stored, live: true });
    expect('live' in visitFromStored({ ...stored, live: 'yes' })).toBe(false);
  });

  it("keeps a together visit's room only when it is a room id", () => {
    const stored = { layout: 2, source: 'upload', photos: [photo(1)], photosSource: 'upload' };
    const room = 'AbCdEfGhIjKlMnOpQrStUv';
    expect(visitFromStored({ ...stored, together: { room } }).together).toEqual({ room });
    for (const together of [null, 'x', { room: 'short' }, { room: 12 }, { room: `${room}/` }]) {
      expect('together' in visitFromStored({ ...stored, together })).toBe(false);
    }
    const names = ['Ana', 'Ben'];
    expect(visitFromStored({ ...stored, together: { room, names } }).together).toEqual({
      room,
      names,
    });
    for (const bad of ['Ana', [1], [''], Array.from({ length: 7 }, () => 'Ana')]) {
      expect(visitFromStored({ ...stored, together: { room, names: bad } }).together).toEqual({
        room,
      });
    }
  });

  it('drops the clips of an upload visit, and keeps a clip in line when a photo is dropped', () => {
    const photos = [photo(1), photo(2)];
    const upload = { layout: 2, source: 'upload', photos, photosSource: 'upload' };
    expect('clips' in visitFromStored({ ...upload, clips: [clip(), clip()] })).toBe(false);
    const second = clip();
    const shot = { layout: 2, source: 'camera', photosSource: 'camera' };
    const kept = visitFromStored({ ...shot, photos: ['x', photos[1]], clips: [clip(), second] });
    expect(kept.photos).toEqual([photos[1]]);
    expect(kept.clips).toEqual([second]);
    // Clips that are not a list are none; missing ones are null.
    expect('clips' in visitFromStored({ ...shot, photos, clips: 'abc' })).toBe(false);
    expect(visitFromStored({ ...shot, photos, clips: [] }).clips).toEqual([null, null]);
  });
});

function clip(frames = CLIP_FRAME_COUNT, width = 480, height = 360) {
  return { frames: Array.from({ length: frames }, (_, i) => photo(i)), width, height };
}

/** What a camera visit keeps of a pose's clip stored beside its photo: the clip, or null. */
function clipFromStored(stored: unknown) {
  const shot = { layout: 2, source: 'camera', photosSource: 'camera' };
  const clips = visitFromStored({ ...shot, photos: [photo(1)], clips: [stored] }).clips;
  expect(clips).toHaveLength(1);
  return clips?.[0];
}

describe("a pose's clip read back", () => {
  it('keeps a clip as the capture makes it', () => {
    const kept = clip();
    expect(clipFromStored(kept)).toEqual(kept);
    expect(clipFromStored(clip(CLIP_FRAME_COUNT, CLIP_MAX_SIDE, 2))).not.toBeNull();
  });

  it('drops a clip with the wrong frame count, a frame that is no image, or a bad size', () => {
    expect(clipFromStored(clip(CLIP_FRAME_COUNT - 1))).toBeNull();
    expect(clipFromStored(clip(CLIP_FRAME_COUNT + 1))).toBeNull();
    const frames = clip().frames;
    for (const bad of ['data:image/jpeg;base64,', null, new Blob([]), 7]) {
      const withBad = [...frames.slice(1), bad];
      expect(clipFromStored({ frames: withBad, width: 480, height: 360 })).toBeNull();
    }
    for (const [width, height] of [
      [0, 360],
      [480, CLIP_MAX_SIDE + 1],
      [480.5, 360],
      ['480', 360],
      [480, undefined],
      [Number.NaN, 360],
    ]) {
      expect(clipFromStored({ frames, width, height })).toBeNull();
    }
    for (const stored of [null, 'clip', 3, [], { frames: 'x', width: 480, height: 360 }]) {
      expect(clipFromStored(stored)).toBeNull();
    }
  });
});
