/**
 * The Live preview's player with a fake browser: animation frames run by the test, decodes that
 * answer at once (or never, or fail). All cells show the same clip frame, in the boomerang's
 * order; few frames are held decoded; passed frames are closed; a pause lets every frame go and
 * resumes where it stopped.
 */
import { describe, expect, it } from 'vitest';
import {
  CLIP_FRAME_COUNT,
  CLIP_FRAME_MS,
  CLIP_SHOT_INDEX,
  boomerangClipIndex,
} from '../../../../model/living-strip.js';
import type { Clip } from '../../../lib/storage/visit.js';
import { ClipPlayer, type DecodedFrame, type PlayerHost } from './clip-player.js';

class FakeFrame implements DecodedFrame {
  readonly width = 48;
  readonly height = 36;
  closed = false;
  constructor(readonly index: number) {}
  close() {
    this.closed = true;
  }
}

function clip(name: string): Clip {
  return {
    frames: Array.from(
      { length: CLIP_FRAME_COUNT },
      (_, index) => new Blob([`${name}:${index}`], { type: 'image/jpeg' }),
    ),
    width: 48,
    height: 36,
  };
}

/** A fake host: frames decode at once unless `hold` (then they wait); the test runs frames. */
function fakeHost(options: { fail?: (index: number) => boolean } = {}) {
  const decoded: FakeFrame[] = [];
  let callbacks = new Map<number, (time: number) => void>();
  let next = 1;
  const host: PlayerHost<FakeFrame> = {
    async decode(blob) {
      const index = Number((await blob.text()).split(':')[1]);
      if (options.fail?.(index)) throw new Error('corrupt JPEG');
      const frame = new FakeFrame(index);
      decoded.push(frame);
      return frame;
    },
    requestFrame(callback) {
      callbacks.set(next, callback);
      return next++;
    },
    cancelFrame(handle) {
      callbacks.delete(handle);
    },
  };
  /** Runs the animation frame asked for at `time`, then lets the decodes answer. */
  async function frameAt(time: number) {
    const due = callbacks;
    callbacks = new Map();
    due.forEach((callback) => callback(time));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { host, decoded, frameAt, pending: () => callbacks.size };
}

/** The clip frames of the boomerang's first `count` video frames. */
const boomerang = (count: number) => Array.from({ length: count }, (_, k) => boomerangClipIndex(k));

function recorder(target: Clip) {
  const drawn: number[] = [];
  return {
    drawn,
    target: { clip: target, draw: (_frame: FakeFrame, index: number) => drawn.push(index) },
  };
}

describe('the clip player', () => {
  it('draws every cell the same clip frame, in the boomerang order, from the shot', async () => {
    const fake = fakeHost();
    const player = new ClipPlayer(fake.host);
    const a = recorder(clip('a'));
    const b = recorder(clip('b'));
    player.add(a.target);
    player.add(b.target);
    for (let k = 0; k <= 20; k += 1) await fake.frameAt(k * CLIP_FRAME_MS + 1);
    expect(a.drawn[0]).toBe(CLIP_SHOT_INDEX);
    expect(a.drawn).toEqual(b.drawn);
    // The clock waits for the first frame's decode: then every video frame is drawn in order.
    expect(a.drawn).toEqual(boomerang(20));
  });

  it('holds at most the look-ahead decoded per clip and closes the frames passed', async () => {
    const fake = fakeHost();
    const player = new ClipPlayer(fake.host);
    player.add(recorder(clip('a')).target);
    player.add(recorder(clip('b')).target);
    for (let k = 0; k < 120; k += 1) {
      await fake.frameAt(k * CLIP_FRAME_MS + 1);
      // The frame shown and 4 ahead for each clip (live-schedule.ts), never more.
      expect(player.heldFrames).toBeLessThanOrEqual(2 * 5);
    }
    const open = fake.decoded.filter((frame) => !frame.closed);
    expect(open.length).toBe(player.heldFrames);
    expect(fake.decoded.length).toBeGreaterThan(2 * CLIP_FRAME_COUNT);
  });

  it('pauses: no animation frames, every decoded frame closed; resumes from the frame reached', async () => {
    const fake = fakeHost();
    const player = new ClipPlayer(fake.host);
    const a = recorder(clip('a'));
    player.add(a.target);
    for (let k = 0; k <= 10; k += 1) await fake.frameAt(k * CLIP_FRAME_MS + 1);
    player.setActive(false);
    expect(fake.pending()).toBe(0);
    expect(player.heldFrames).toBe(0);
    expect(fake.decoded.every((frame) => frame.closed)).toBe(true);
    const before = a.drawn.length;
    expect(before).toBe(10);
    // A minute later, shown again: it goes on from where it was, not a minute on (its frames
    // were let go, so the clock waits on the next one until it is decoded again).
    player.setActive(true);
    for (let k = 0; k < 4; k += 1) await fake.frameAt(60_000 + k * CLIP_FRAME_MS);
    expect(a.drawn.length).toBeGreaterThan(before);
    expect(a.drawn).toEqual(boomerang(a.drawn.length));
  });

  it('draws a cell again when touched (its crop changed), though the frame is the same', async () => {
    const fake = fakeHost();
    const player = new ClipPlayer(fake.host);
    const a = recorder(clip('a'));
    player.add(a.target);
    await fake.frameAt(1);
    await fake.frameAt(2);
    expect(a.drawn).toEqual([CLIP_SHOT_INDEX]);
    player.touch(a.target);
    await fake.frameAt(3);
    expect(a.drawn).toEqual([CLIP_SHOT_INDEX, CLIP_SHOT_INDEX]);
  });

  it('keeps the other cells going when a frame of one clip cannot be decoded', async () => {
    const fake = fakeHost({ fail: (index) => index === CLIP_SHOT_INDEX + 1 });
    const player = new ClipPlayer(fake.host);
    const a = recorder(clip('a'));
    player.add(a.target);
    for (let k = 0; k <= 4; k += 1) await fake.frameAt(k * CLIP_FRAME_MS + 1);
    expect(a.drawn).not.toContain(CLIP_SHOT_INDEX + 1);
    expect(a.drawn).toContain(CLIP_SHOT_INDEX + 2);
  });

  it('stops its loop and lets the frames go when its last cell goes', async () => {
    const fake = fakeHost();
    const player = new ClipPlayer(fake.host);
    const remove = player.add(recorder(clip('a')).target);
    await fake.frameAt(1);
    await fake.frameAt(2);
    remove();
    expect(fake.pending()).toBe(0);
    expect(player.heldFrames).toBe(0);
    expect(fake.decoded.every((frame) => frame.closed)).toBe(true);
  });
});
