/**
 * The upload check of a living strip's video (in this thread; video-check-runner.test.ts runs
 * it in its worker), on containers muxed at test time with fake
 * packets (test/server/videos.ts): what passes, and each way a file is refused.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  makeFakeVideo,
  withClaimedMp4Duration,
  withMp4Box,
  withUnreferencedMdatBytes,
} from '../../../test/server/videos.js';
import { checkVideoHere as checkVideo } from './video-check.js';
import type { ServiceErrorKind } from './service-errors.js';

/** The kind a check refuses `bytes` with (it must refuse). */
async function refusal(bytes: Buffer, type: 'video/mp4' | 'video/webm' = 'video/mp4') {
  const error: unknown = await checkVideo(bytes, type).then(
    () => new Error('the check passed'),
    (caught: unknown) => caught,
  );
  return (error as { kind?: ServiceErrorKind }).kind ?? String(error);
}

describe('checkVideo', () => {
  it('passes an H.264 MP4 and VP9, VP8 and AV1 WebMs, saying their size and length', async () => {
    expect(
      await checkVideo(await makeFakeVideo({ width: 600, height: 1800 }), 'video/mp4'),
    ).toEqual({ type: 'video/mp4', codec: 'avc', width: 600, height: 1800, seconds: 2 });
    for (const codec of ['vp9', 'vp8', 'av1'] as const) {
      const checked = await checkVideo(
        await makeFakeVideo({ container: 'webm', codec }),
        'video/webm',
      );
      expect(checked).toMatchObject({ type: 'video/webm', codec, width: 320, height: 240 });
      expect(checked.seconds).toBeCloseTo(2, 2);
    }
  });

  it('refuses a container other than the declared one', async () => {
    expect(await refusal(await makeFakeVideo({ container: 'webm' }), 'video/mp4')).toBe(
      'video_type_mismatch',
    );
    expect(await refusal(await makeFakeVideo(), 'video/webm')).toBe('video_type_mismatch');
  });

  it('refuses what is no video: HTML, a PNG, nothing', async () => {
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    for (const bytes of [Buffer.from('<!doctype html><p>hi</p>'), png, Buffer.alloc(0)]) {
      expect(await refusal(bytes)).toBe('video_unreadable');
    }
  });

  it('refuses a file cut short, MP4 or WebM', async () => {
    const mp4 = await makeFakeVideo();
    expect(await refusal(mp4.subarray(0, mp4.length - 100))).toBe('video_unreadable');
    expect(await refusal(mp4.subarray(0, 600))).toBe('video_unreadable');
    const webm = await makeFakeVideo({ container: 'webm' });
    expect(await refusal(webm.subarray(0, webm.length - 100), 'video/webm')).toBe(
      'video_unreadable',
    );
  });

  it('refuses a sound track beside the picture, and a codec browsers do not all play', async () => {
    expect(await refusal(await makeFakeVideo({ audio: true }))).toBe('video_tracks');
    expect(
      await refusal(await makeFakeVideo({ container: 'webm', audio: true }), 'video/webm'),
    ).toBe('video_tracks');
    expect(await refusal(await makeFakeVideo({ codec: 'hevc' }))).toBe('video_codec');
  });

  it('refuses a picture wider or taller than the caps', async () => {
    expect(await refusal(await makeFakeVideo({ width: 2050, height: 100 }))).toBe(
      'video_too_large',
    );
    expect(await refusal(await makeFakeVideo({ width: 100, height: 4100 }))).toBe(
      'video_too_large',
    );
    expect(
      await checkVideo(await makeFakeVideo({ width: 2048, height: 4096 }), 'video/mp4'),
    ).toMatchObject({ width: 2048, height: 4096 });
  });

  it('refuses a clip over 10 s by its packets, and one whose header alone claims 2 hours', async () => {
    expect(await refusal(await makeFakeVideo({ seconds: 10.5 }))).toBe('video_too_long');
    expect(await refusal(await makeFakeVideo({ spanSeconds: 7200 }))).toBe('video_too_long');
    expect(
      await refusal(await makeFakeVideo({ container: 'webm', spanSeconds: 7200 }), 'video/webm'),
    ).toBe('video_too_long');
    // Two seconds of packets under a header that says two hours: the header is refused.
    const claimed = withClaimedMp4Duration(await makeFakeVideo(), 7200);
    expect(await refusal(claimed)).toBe('video_too_long');
    expect(await checkVideo(await makeFakeVideo({ seconds: 10 }), 'video/mp4')).toMatchObject({
      seconds: 10,
    });
  });

  it('refuses data riding along: an unknown box, filler, bytes after the end, unread samples', async () => {
    const mp4 = await makeFakeVideo();
    const nineMb = 9 * 1024 * 1024;
    expect(await refusal(withMp4Box(mp4, 'uuid', nineMb))).toBe('video_unknown_data');
    expect(await refusal(withMp4Box(mp4, 'free', 64 * 1024))).toBe('video_unknown_data');
    expect(await refusal(Buffer.concat([mp4, Buffer.alloc(nineMb, 0x5a)]))).toBe(
      'video_unknown_data',
    );
    // Inside the mdat, where no sample points: only the count of the packets' bytes tells.
    expect(await refusal(withUnreferencedMdatBytes(mp4, 64 * 1024))).toBe('video_unknown_data');
    const webm = await makeFakeVideo({ container: 'webm' });
    expect(await refusal(Buffer.concat([webm, Buffer.alloc(nineMb, 0x5a)]), 'video/webm')).toBe(
      'video_unknown_data',
    );
    // A little filler, and a few bytes no sample points to, are an encoder's own.
    expect(await checkVideo(withMp4Box(mp4, 'free', 1024), 'video/mp4')).toMatchObject({
      codec: 'avc',
    });
    expect(await checkVideo(withUnreferencedMdatBytes(mp4, 1024), 'video/mp4')).toMatchObject({
      seconds: 2,
    });
  });
});
