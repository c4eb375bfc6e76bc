/**
 * A letter of a living strip (docs/using.md, "Living strips"): the video is made (or reused)
 * and uploaded beside the strip and named in the letter; when anything about it fails, the
 * letter goes with the still strip and the result says so. Strict fakes, as in
 * share-letter.test.ts: every call is logged and the whole log stated.
 */
import { describe, expect, it } from 'vitest';
import type { CreateLetterRequest } from '../../../model/api.js';
import { ApiRequestError } from '../api/api-request-error.js';
import { shareLetter, type ShareDependencies, type ShareRequest } from './share-letter.js';

const ORIGIN = 'https://booth.test';
const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const STRIP_URL = `${ORIGIN}/strips/photostrip-1700000000000-CCCCCCCCCCCCCCCCCCCCCC.png`;
const VIDEO_URL = `${ORIGIN}/videos/DDDDDDDDDDDDDDDDDDDDDD.mp4`;
/** The claim tokens the uploads answered: the letter carries each. */
const STRIP_CLAIM = 's'.repeat(43);
const VIDEO_CLAIM = 'v'.repeat(43);
/** The letter of the still strip, with its claim. */
const STILL = { message: 'Look at us move', image_url: STRIP_URL, strip_claim: STRIP_CLAIM };
const STORED_URL = `${ORIGIN}/strips/photostrip-1600000000000-EEEEEEEEEEEEEEEEEEEEEE.png`;
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
const VIDEO = new Blob(['mp4 bytes'], { type: 'video/mp4' });

interface Options {
  /** What livingVideo answers: the video (default), none, or a failure. */
  video?: Blob | null | Error;
  uploadVideo?: Error;
  /** The first createLetter's failure, if any. */
  create?: Error;
}

function fakes(options: Options = {}) {
  const log: string[] = [];
  const created: CreateLetterRequest[] = [];
  let createFailure = options.create;
  const deps: ShareDependencies = {
    origin: ORIGIN,
    async fetchStrip(address) {
      log.push(`fetch ${address}`);
      return new Blob([PNG], { type: 'image/png' });
    },
    async uploadStrip() {
      log.push('upload strip');
      return { url: STRIP_URL, claim: STRIP_CLAIM };
    },
    async livingVideo() {
      log.push('make video');
      if (options.video instanceof Error) throw options.video;
      return options.video === undefined ? VIDEO : options.video;
    },
    async uploadVideo(video) {
      log.push(`upload ${video.type}`);
      if (options.uploadVideo) throw options.uploadVideo;
      return { url: VIDEO_URL, claim: VIDEO_CLAIM };
    },
    async createLetter(letter) {
      log.push(letter.video_url ? 'create with video' : 'create');
      created.push(letter);
      const failure = createFailure;
      createFailure = undefined;
      if (failure) throw failure;
      return { id: ID, deleteToken: 't'.repeat(43) };
    },
    async deliver(link) {
      log.push(`deliver ${link}`);
      return 'copied';
    },
    fingerprint: async () => 'same',
    lastShare: { get: () => null, set: () => undefined },
    keepToken: () => undefined,
  };
  return { deps, log, created };
}

const letter = (strip: Blob | string = new Blob([PNG], { type: 'image/png' })): ShareRequest => ({
  kind: 'new',
  message: 'Look at us move',
  strip,
});

describe('a letter of a living strip', () => {
  it('uploads the video beside the strip and names it in the letter', async () => {
    const { deps, log, created } = fakes();
    const result = await shareLetter(letter(), deps);
    expect(result.video).toBe('sent');
    expect(created).toEqual([{ ...STILL, video_url: VIDEO_URL, video_claim: VIDEO_CLAIM }]);
    // Made and uploaded while the strip uploads; the letter waits for both.
    expect(log.slice(0, 2).sort()).toEqual(['make video', 'upload strip']);
    expect(log.slice(2)).toEqual([
      'upload video/mp4',
      'create with video',
      `deliver ${ORIGIN}/final-letter?id=${ID}`,
    ]);
  });

  it('is an ordinary letter when the visit’s strip is not living', async () => {
    const { deps, created } = fakes({ video: null });
    const result = await shareLetter(letter(), deps);
    expect(result.video).toBeUndefined();
    expect(created).toEqual([STILL]);
  });

  it('asks no video for a strip opened from a link (not this visit’s)', async () => {
    const { deps, log } = fakes();
    await shareLetter(letter(STORED_URL), deps);
    expect(log).not.toContain('make video');
    expect(log).toContain('create');
  });

  it('goes with the still strip when the video cannot be made, and says so', async () => {
    const { deps, log, created } = fakes({ video: new Error('encoder broke') });
    const result = await shareLetter(letter(), deps);
    expect(result).toMatchObject({ id: ID, outcome: 'copied', video: 'failed' });
    expect(created).toEqual([STILL]);
    expect(log).not.toContain('upload video/mp4');
  });

  it('goes with the still strip when the server refuses the video', async () => {
    const refused = new ApiRequestError('Not a video.', 422, 'video_invalid');
    const { deps, created } = fakes({ uploadVideo: refused });
    const result = await shareLetter(letter(), deps);
    expect(result.video).toBe('failed');
    expect(created).toEqual([STILL]);
  });

  it('stores the letter again without the video when the letter was refused for it', async () => {
    const inUse = new ApiRequestError('Taken.', 409, 'video_in_use');
    const { deps, log, created } = fakes({ create: inUse });
    const result = await shareLetter(letter(), deps);
    expect(result.video).toBe('failed');
    expect(log.filter((entry) => entry.startsWith('create'))).toEqual([
      'create with video',
      'create',
    ]);
    expect(created[1]).toEqual(STILL);
  });

  it('stores the letter again without the video when the server says the video is not ours', async () => {
    const notOurs = new ApiRequestError('Not yours.', 403, 'not_your_video');
    const { deps, created } = fakes({ create: notOurs });
    const result = await shareLetter(letter(), deps);
    expect(result.video).toBe('failed');
    expect(created[1]).toEqual(STILL);
  });

  it('fails as before when the letter is refused for another reason (nothing sent twice)', async () => {
    const limited = new ApiRequestError('Slow down.', 429, 'rate_limited');
    const { deps, log } = fakes({ create: limited });
    await expect(shareLetter(letter(), deps)).rejects.toMatchObject({
      failure: { step: 'create' },
    });
    expect(log.filter((entry) => entry.startsWith('create'))).toEqual(['create with video']);
  });
});
