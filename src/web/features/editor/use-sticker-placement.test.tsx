// @vitest-environment happy-dom
/**
 * Placing a new sticker, however it comes: a picked emoji goes near where a finger just tapped
 * the strip (for 15 s), else near where the visitor looks, off the faces; a drop goes at its point; the AI box's stickers
 * keep off the photos' middles (Add all in one step to undo); an image the export could not draw
 * is refused.
 * The last sticker added is selected and announced.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DecorationEvent } from '../../../model/decoration.js';
import { DEFAULT_STICKER_SIZE, type Sticker } from '../../../model/sticker.js';
import { stripGeometry } from '../../../model/strip.js';
import { IMAGE_REFUSED, NOT_A_STICKER } from './editor-messages.js';
import { canExportImage } from './image-check.js';
import { TOUCH_POINT_MS, useStickerPlacement } from './use-sticker-placement.js';

vi.mock('./image-check.js', () => ({ canExportImage: vi.fn(() => Promise.resolve(true)) }));

const geometry = stripGeometry(3);

/** Whether a point lies in the middle 60 % of a photo, where faces are. */
const onFace = ({ x, y }: { x: number; y: number }) =>
  geometry.photos.some(
    (box) =>
      x > box.x + 0.2 * box.width &&
      x < box.x + 0.8 * box.width &&
      y > box.y + 0.2 * box.height &&
      y < box.y + 0.8 * box.height,
  );

/** Whether a sticker of the default size centred there covers any of a face's 60 % box. */
const coversFace = ({ x, y }: { x: number; y: number }) => {
  const half = DEFAULT_STICKER_SIZE / 2;
  return geometry.photos.some(
    (box) =>
      x + half > box.x + 0.2 * box.width &&
      x - half < box.x + 0.8 * box.width &&
      y + half > box.y + 0.2 * box.height &&
      y - half < box.y + 0.8 * box.height,
  );
};

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

function placement(stickers: readonly Sticker[] = []) {
  const options = {
    stickers,
    geometry,
    apply: vi.fn<(event: DecorationEvent) => void>(),
    select: vi.fn<(id: number) => void>(),
    alert: vi.fn(),
    announce: vi.fn<(message: string) => void>(),
    // No preview on screen: the strip's centre is where the visitor looks.
    preview: () => null,
  };
  const { result } = renderHook(() => useStickerPlacement(options));
  return { place: result.current, ...options };
}

/** Runs an action and lets the image check's promise settle. */
const settle = (action: () => void) => act(async () => action());

/** The centre of the one sticker the last event added. */
function addedCentre(apply: ReturnType<typeof placement>['apply']) {
  const event = apply.mock.lastCall?.[0];
  if (event?.type !== 'StickerAdded') throw new Error(`not one sticker added: ${event?.type}`);
  const { x, y, width, height } = event.sticker;
  return { x: x + width / 2, y: y + height / 2 };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(canExportImage).mockClear();
});

describe('placing a sticker', () => {
  it('puts a picked emoji near where the visitor looks, off the faces, selects it and says so', async () => {
    const { place, apply, select, alert, announce } = placement();
    await settle(() => place.pick('🎉'));
    // The strip's centre is in Photo 2's middle: the emoji goes beside the face, within a
    // photo's height of it (on a phone 💖 went right onto a face).
    const centre = { x: geometry.width / 2, y: geometry.height / 2 };
    expect(onFace(centre)).toBe(true);
    expect(coversFace(addedCentre(apply))).toBe(false);
    expect(distance(addedCentre(apply), centre)).toBeLessThanOrEqual(geometry.photos[0]!.height);
    const event = apply.mock.lastCall?.[0];
    if (event?.type !== 'StickerAdded') throw new Error('no sticker added');
    expect(event.sticker).toMatchObject({ char: '🎉' });
    expect(select).toHaveBeenCalledWith(event.sticker.id);
    expect(alert).toHaveBeenLastCalledWith(null);
    expect(announce).toHaveBeenLastCalledWith('Sticker 🎉 added.');
  });

  it('puts the next picked emoji where a finger tapped, for a while, and only once', async () => {
    const { place, apply } = placement();
    // The seam between Photos 1 and 2: clear of the faces, so exactly there.
    const seam = {
      x: 60,
      y: (geometry.photos[0]!.y + geometry.photos[0]!.height + geometry.photos[1]!.y) / 2,
    };
    place.tapped(seam, 'touch');
    await settle(() => place.pick('🎉'));
    expect(addedCentre(apply)).toEqual(seam);
    // A tap on a face is the visitor's choice too: the emoji goes exactly there (only a pick
    // with no tap is kept off the faces).
    const face = {
      x: geometry.width / 2,
      y: geometry.photos[1]!.y + geometry.photos[1]!.height / 2,
    };
    place.tapped(face, 'touch');
    await settle(() => place.pick('💖'));
    expect(addedCentre(apply)).toEqual(face);
    // The top corner, clear of the faces: the next pick goes there once, never again.
    const corner = { x: 36, y: 36 };
    place.tapped(corner, 'touch');
    await settle(() => place.pick('🎉'));
    expect(addedCentre(apply)).toEqual(corner);
    await settle(() => place.pick('⭐'));
    expect(addedCentre(apply)).not.toEqual(corner);

    place.tapped(corner, 'touch');
    vi.setSystemTime(1_000_000 + TOUCH_POINT_MS);
    await settle(() => place.pick('🌈'));
    expect(addedCentre(apply)).not.toEqual(corner);

    // A mouse's click on the strip chooses nothing.
    place.tapped(corner, 'mouse');
    await settle(() => place.pick('🍀'));
    expect(addedCentre(apply)).not.toEqual(corner);
  });

  it('nudges a new sticker off those already where the visitor looks', async () => {
    const centre = { x: geometry.width / 2, y: geometry.height / 2 };
    const there: Sticker = {
      id: 5,
      x: centre.x - 32,
      y: centre.y - 32,
      width: 64,
      height: 64,
      rotation: 0,
      char: '🚀',
    };
    const { place, apply } = placement([there]);
    await settle(() => place.pick('🎉'));
    expect(addedCentre(apply)).not.toEqual(centre);
  });

  it('puts a dropped emoji at the drop point, and refuses what is not a sticker', async () => {
    const { place, apply, alert } = placement();
    await settle(() => place.drop({ char: '🎈' }, { x: 100, y: 150 }));
    expect(addedCentre(apply)).toEqual({ x: 100, y: 150 });
    place.dropRefused();
    expect(alert).toHaveBeenLastCalledWith(NOT_A_STICKER);
  });

  it("adds the AI box's stickers together, off the faces and apart, as one step", async () => {
    const { place, apply, select, announce } = placement();
    const sources = ['/stickers/a.png', '/stickers/b.png', '/stickers/c.png'];
    await settle(() => place.addAll(sources));
    expect(apply).toHaveBeenCalledTimes(1);
    const event = apply.mock.lastCall?.[0];
    if (event?.type !== 'StickersAdded') throw new Error('not added together');
    expect(event.stickers.map((sticker) => ('src' in sticker ? sticker.src : null))).toEqual(
      sources,
    );
    const centres = event.stickers.map(({ x, y, width, height }) => ({
      x: x + width / 2,
      y: y + height / 2,
    }));
    for (const centre of centres) expect(onFace(centre)).toBe(false);
    expect(new Set(centres.map((centre) => centre.y)).size).toBe(3);
    expect(new Set(event.stickers.map((sticker) => sticker.id)).size).toBe(3);
    expect(select).toHaveBeenLastCalledWith(event.stickers[2]?.id);
    expect(announce).toHaveBeenLastCalledWith('3 stickers added.');
  });

  it('puts one AI sticker off the faces, as a picked emoji', async () => {
    const { place, apply } = placement();
    await settle(() => place.addImage('/stickers/a.png'));
    expect(onFace(addedCentre(apply))).toBe(false);
    await settle(() => place.pick('🎉'));
    expect(coversFace(addedCentre(apply))).toBe(false);
  });

  it('sizes an AI sticker by the photo (40 % of its height), an emoji as before', async () => {
    const { place, apply } = placement();
    const photoHeight = geometry.photos[0]!.height;
    await settle(() => place.addImage('/stickers/a.png'));
    const added = apply.mock.lastCall?.[0];
    if (added?.type !== 'StickerAdded') throw new Error('no sticker added');
    expect(added.sticker.width).toBe(Math.round(0.4 * photoHeight));
    expect(added.sticker.height).toBe(Math.round(0.4 * photoHeight));
    await settle(() => place.addAll(['/stickers/b.png', '/stickers/c.png']));
    const both = apply.mock.lastCall?.[0];
    if (both?.type !== 'StickersAdded') throw new Error('not added together');
    expect(both.stickers.map((sticker) => sticker.width)).toEqual(
      Array(2).fill(Math.round(0.4 * photoHeight)),
    );
    await settle(() => place.pick('🎉'));
    const emoji = apply.mock.lastCall?.[0];
    if (emoji?.type !== 'StickerAdded') throw new Error('no sticker added');
    expect(emoji.sticker.width).toBe(DEFAULT_STICKER_SIZE);
  });

  it('refuses an image the export could not draw, adding nothing', async () => {
    vi.mocked(canExportImage).mockResolvedValueOnce(false);
    const { place, apply, alert } = placement();
    await settle(() => place.addImage('https://elsewhere.example/cat.png'));
    expect(apply).not.toHaveBeenCalled();
    expect(alert).toHaveBeenLastCalledWith(IMAGE_REFUSED);
    await settle(() => place.addImage('/stickers/ok.png'));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
