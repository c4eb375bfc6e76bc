import { describe, expect, it } from 'vitest';
import { STORY_HEIGHT, STORY_WIDTH, VIDEO_FPS } from '../../../model/living-strip.js';
import { chooseVideoFormat, type VideoFormat } from './video-format.js';

/** A 6-pose strip with an event name at 2 px a unit: the tallest strip video. */
const TALLEST = { width: 600, height: 2696 };

/** Every format chooseVideoFormat asks the encoder about, in order, when it says no to each. */
async function videoFormatCandidates(width: number, height: number, fps: number) {
  const asked: VideoFormat[] = [];
  const format = await chooseVideoFormat(width, height, fps, (candidate) => {
    asked.push(candidate);
    return Promise.resolve(false);
  });
  expect(format).toBeNull();
  return asked;
}

/** The H.264 level byte of the formats asked (the codec string's last byte); null: no H.264. */
async function avcLevelFor(width: number, height: number, fps: number) {
  const avc = (await videoFormatCandidates(width, height, fps)).filter(
    (format) => format.muxerCodec === 'avc',
  );
  const levels = new Set(avc.map((format) => parseInt(format.codec.slice(-2), 16)));
  expect(levels.size).toBeLessThanOrEqual(1);
  return [...levels][0] ?? null;
}

describe('the H.264 level asked for', () => {
  it('fits both our videos in level 4.0', async () => {
    expect(await avcLevelFor(TALLEST.width, TALLEST.height, VIDEO_FPS)).toBe(0x28);
    expect(await avcLevelFor(STORY_WIDTH, STORY_HEIGHT, VIDEO_FPS)).toBe(0x28);
  });

  it('goes up a level for a frame or a rate level 4.0 cannot carry', async () => {
    // 1920 × 1088 is 8160 macroblocks: level 4.0 at 30 fps, not at 60 (489,600 a second).
    expect(await avcLevelFor(1920, 1080, 30)).toBe(0x28);
    expect(await avcLevelFor(1920, 1080, 60)).toBe(0x2a);
    expect(await avcLevelFor(2560, 1440, 30)).toBe(0x32);
  });

  it('refuses a side longer than the level allows, however few the pixels', async () => {
    // 257 macroblocks high: 4.0 allows 256 a side, 4.2 allows 263, 5.0 allows 420, 5.1 543.
    expect(await avcLevelFor(16, 16 * 257, 30)).toBe(0x2a);
    expect(await avcLevelFor(16, 16 * 264, 30)).toBe(0x32);
    expect(await avcLevelFor(16, 16 * 544, 30)).toBeNull();
  });
});

describe('the formats asked about', () => {
  it('tries H.264 in MP4 (High, Main, Baseline), then VP9 and VP8 in WebM', async () => {
    const codecs = await videoFormatCandidates(TALLEST.width, TALLEST.height, VIDEO_FPS);
    expect(codecs.map((format) => [format.codec, format.type])).toEqual([
      ['avc1.640028', 'video/mp4'],
      ['avc1.4d0028', 'video/mp4'],
      ['avc1.42e028', 'video/mp4'],
      ['vp09.00.40.08', 'video/webm'],
      ['vp8', 'video/webm'],
    ]);
    expect(codecs.map((format) => format.muxerCodec)).toEqual(['avc', 'avc', 'avc', 'vp9', 'vp8']);
  });

  it('offers only WebM when no H.264 level fits', async () => {
    const codecs = await videoFormatCandidates(16, 16 * 544, 30);
    expect(codecs.map((format) => format.codec)).toEqual(['vp09.00.50.08', 'vp8']);
  });
});

describe('chooseVideoFormat', () => {
  const table = (supported: string[]) => {
    const asked: string[] = [];
    const supports = (format: { codec: string }) => {
      asked.push(format.codec);
      return Promise.resolve(supported.includes(format.codec));
    };
    return { asked, supports };
  };

  it('takes the first format the encoder supports and asks no further', async () => {
    const { asked, supports } = table(['avc1.4d0028', 'vp8']);
    const format = await chooseVideoFormat(600, 2664, 30, supports);
    expect(format?.codec).toBe('avc1.4d0028');
    expect(asked).toEqual(['avc1.640028', 'avc1.4d0028']);
  });

  it('falls back to WebM where the browser encodes no H.264', async () => {
    const format = await chooseVideoFormat(600, 2664, 30, table(['vp8']).supports);
    expect(format).toEqual({ codec: 'vp8', muxerCodec: 'vp8', type: 'video/webm' });
  });

  it('counts a question that throws as a no, and gives null when nothing is supported', async () => {
    const format = await chooseVideoFormat(600, 2664, 30, () =>
      Promise.reject(new TypeError('bad config')),
    );
    expect(format).toBeNull();
  });
});
