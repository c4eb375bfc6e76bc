/**
 * Which codec and container a living strip's video is made in: H.264 in MP4 where the browser
 * can encode it (every phone and share sheet plays it), else VP9, then VP8, in WebM. The
 * candidates are tried in order with the encoder's own answer (VideoEncoder.isConfigSupported,
 * passed in as `supports`), so this file stays pure and its order is tested.
 */
import type { VideoType } from '../../../model/living-strip.js';

/** The codec names mediabunny's muxers take. */
export type MuxerCodec = 'avc' | 'vp9' | 'vp8';

export interface VideoFormat {
  /** The WebCodecs codec string, e.g. avc1.640028. */
  codec: string;
  muxerCodec: MuxerCodec;
  type: VideoType;
}

/**
 * H.264 levels by their byte in the codec string: the largest frame in macroblocks (16 × 16
 * pixels) and macroblocks a second (ITU-T H.264, table A-1). A level also limits each side to
 * √(8 × frame size) macroblocks.
 */
const AVC_LEVELS = [
  { byte: 0x28, maxFrame: 8192, maxRate: 245_760 },
  { byte: 0x2a, maxFrame: 8704, maxRate: 522_240 },
  { byte: 0x32, maxFrame: 22_080, maxRate: 589_824 },
  { byte: 0x33, maxFrame: 36_864, maxRate: 983_040 },
] as const;

/**
 * High, then Main, then Constrained Baseline (the profile byte and its constraint byte): some
 * phones' hardware encoders offer only the simpler ones.
 */
const AVC_PROFILES = ['6400', '4d00', '42e0'] as const;

const hex = (byte: number) => byte.toString(16).padStart(2, '0');

/** The lowest H.264 level that fits `width` × `height` at `fps`, as its byte; null if none does. */
function avcLevelFor(width: number, height: number, fps: number): number | null {
  const across = Math.ceil(width / 16);
  const down = Math.ceil(height / 16);
  const frame = across * down;
  const level = AVC_LEVELS.find(
    ({ maxFrame, maxRate }) =>
      frame <= maxFrame &&
      frame * fps <= maxRate &&
      Math.max(across, down) <= Math.sqrt(8 * maxFrame),
  );
  return level?.byte ?? null;
}

/**
 * VP9 profile 0, 8 bits, at level 4 (up to 2,228,224 pixels a frame, 4096 a side) or level 5
 * (8,912,896, 8384 a side): both our videos fit level 4.
 */
function vp9Codec(width: number, height: number): string {
  const level4 = width * height <= 2_228_224 && Math.max(width, height) <= 4096;
  return `vp09.00.${level4 ? '40' : '50'}.08`;
}

/** Every format worth asking about for a video `width` × `height` at `fps`, best first. */
function videoFormatCandidates(width: number, height: number, fps: number): VideoFormat[] {
  const level = avcLevelFor(width, height, fps);
  const avc: VideoFormat[] =
    level === null
      ? []
      : AVC_PROFILES.map((profile) => ({
          codec: `avc1.${profile}${hex(level)}`,
          muxerCodec: 'avc',
          type: 'video/mp4',
        }));
  return [
    ...avc,
    { codec: vp9Codec(width, height), muxerCodec: 'vp9', type: 'video/webm' },
    { codec: 'vp8', muxerCodec: 'vp8', type: 'video/webm' },
  ];
}

/**
 * The first candidate the encoder says it supports, asked one at a time (each answer can take
 * the browser a moment); null when it supports none, and then no video is offered.
 */
export async function chooseVideoFormat(
  width: number,
  height: number,
  fps: number,
  supports: (format: VideoFormat) => Promise<boolean>,
): Promise<VideoFormat | null> {
  for (const format of videoFormatCandidates(width, height, fps)) {
    if (await supports(format).catch(() => false)) return format;
  }
  return null;
}
