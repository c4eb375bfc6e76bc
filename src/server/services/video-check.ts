/**
 * The check of an uploaded living strip's video (POST /api/videos): its container is parsed
 * with mediabunny (it demuxes MP4 and WebM in Node, no decoder needed), never trusted by its
 * Content-Type. A video passes when its container is the one declared, it holds exactly one
 * track and that is video (no sound, no subtitles), its codec is one a browser plays (H.264,
 * VP8, VP9, AV1), it lasts more than nothing and at most VIDEO_MAX_SECONDS by its header and
 * by its packets, its pixels fit VIDEO_MAX_WIDTH × VIDEO_MAX_HEIGHT, it is whole, and it holds
 * nothing but its pictures: its outer boxes or elements are the ones our encoder writes
 * (mp4-boxes.ts, webm-elements.ts), and its packets make up all of it but a few bytes of index
 * each. The server never decodes, so what a packet holds is the encoder's business.
 *
 * The bytes are capped (VIDEO_MAX_BYTES) before this runs, so reading every packet is cheap;
 * the header's duration is checked first, so a file claiming two hours is refused before its
 * packets are read.
 */
import { BufferSource, EncodedPacketSink, Input, MP4, WEBM } from 'mediabunny';
import type { InputFormat, InputVideoTrack } from 'mediabunny';
import {
  VIDEO_MAX_HEIGHT,
  VIDEO_MAX_SECONDS,
  VIDEO_MAX_WIDTH,
  type VideoType,
} from '../../model/living-strip.js';
import { mp4Layout } from './mp4-boxes.js';
import { webmLayout } from './webm-elements.js';
import { ServiceError } from './service-errors.js';

/** The codecs browsers play in MP4 or WebM, as mediabunny names them. */
const VIDEO_CODECS: ReadonlySet<string> = new Set(['avc', 'vp8', 'vp9', 'av1']);
/**
 * How far the packets may end before the header's duration (s): a file cut short loses its
 * last packets. One frame at 30 fps is 33 ms; encoders round the header to their timescale.
 */
const CUT_SHORT_TOLERANCE_S = 0.1;
/** Packets a clip of VIDEO_MAX_SECONDS may hold at 120 fps: more is not a clip of ours. */
const MAX_PACKETS = VIDEO_MAX_SECONDS * 120;
/**
 * The bytes a file may hold besides its packets: headers and sample tables. mediabunny's MP4
 * and WebM take about 1 KB and 5 to 16 bytes a packet (10 s at 120 fps: 5.7 KB in an MP4,
 * 11 KB in a WebM); anything more is data that is no picture.
 */
const INDEX_BASE_BYTES = 8 * 1024;
const INDEX_BYTES_PER_PACKET = 32;

export interface CheckedVideo {
  type: VideoType;
  codec: string;
  width: number;
  height: number;
  /** By its packets, in seconds. */
  seconds: number;
}

const CONTAINER_NAMES: Record<VideoType, string> = {
  'video/mp4': 'an MP4',
  'video/webm': 'a WebM',
};

/** The container each type must hold. */
const FORMATS: Record<VideoType, InputFormat> = { 'video/mp4': MP4, 'video/webm': WEBM };

/**
 * Checks `bytes` declared as `type` in this thread; throws a ServiceError saying what is wrong.
 * The server runs it in a worker with a time limit (video-check-runner.ts): mediabunny can loop
 * without end on a damaged sample table, and only a worker can be stopped then.
 */
export async function checkVideoHere(bytes: Uint8Array, type: VideoType): Promise<CheckedVideo> {
  const input = new Input({ source: new BufferSource(bytes), formats: [MP4, WEBM] });
  try {
    return await inspect(input, bytes, type);
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    // mediabunny's own errors: not a container it reads, or one broken inside.
    throw new ServiceError('video_unreadable');
  } finally {
    input.dispose();
  }
}

async function inspect(input: Input, bytes: Uint8Array, type: VideoType): Promise<CheckedVideo> {
  const format = await input.getFormat();
  if (format !== FORMATS[type]) {
    const actual = format === MP4 ? 'video/mp4' : 'video/webm';
    throw new ServiceError(
      'video_type_mismatch',
      `The file is ${CONTAINER_NAMES[actual]} video, not ${type}: send it as ${actual}.`,
    );
  }
  // An MP4 cut short still parses (mediabunny drops the packets past the end): its boxes tell;
  // and a box or element that is none of ours is a payload riding along.
  const layout = format === MP4 ? mp4Layout(bytes) : webmLayout(bytes);
  if (layout === 'damaged') throw new ServiceError('video_unreadable');
  if (layout === 'unknown_data') throw new ServiceError('video_unknown_data');
  const tracks = await input.getTracks();
  const [track] = tracks;
  if (tracks.length !== 1 || !track?.isVideoTrack()) throw new ServiceError('video_tracks');
  const codec = await track.getCodec();
  if (codec === null || !VIDEO_CODECS.has(codec)) throw new ServiceError('video_codec');
  await checkSize(track);
  // The header first: a file that says it lasts two hours is refused before its packets.
  const declared = await track.getDurationFromMetadata();
  if (declared !== null && declared > VIDEO_MAX_SECONDS) throw new ServiceError('video_too_long');
  const { seconds, count, packetBytes } = await readPackets(track);
  if (bytes.length - packetBytes > INDEX_BASE_BYTES + INDEX_BYTES_PER_PACKET * count) {
    throw new ServiceError('video_unknown_data');
  }
  if (seconds > VIDEO_MAX_SECONDS) throw new ServiceError('video_too_long');
  if (seconds <= 0) throw new ServiceError('video_unreadable');
  if (declared !== null && seconds < declared - CUT_SHORT_TOLERANCE_S) {
    throw new ServiceError('video_unreadable');
  }
  return { type, codec, width: track.displayWidth, height: track.displayHeight, seconds };
}

async function checkSize(track: InputVideoTrack): Promise<void> {
  const [width, height, codedWidth, codedHeight] = await Promise.all([
    track.getDisplayWidth(),
    track.getDisplayHeight(),
    track.getCodedWidth(),
    track.getCodedHeight(),
  ]);
  const longest = Math.max(VIDEO_MAX_WIDTH, VIDEO_MAX_HEIGHT);
  if (
    !(width > 0 && height > 0) ||
    width > VIDEO_MAX_WIDTH ||
    height > VIDEO_MAX_HEIGHT ||
    // Rotation swaps the display's sides: the coded ones must fit either way.
    codedWidth > longest ||
    codedHeight > longest
  ) {
    throw new ServiceError('video_too_large');
  }
}

/**
 * The end of the last packet in seconds (what a player shows as the duration), the packets and
 * their bytes, reading every packet: each must have bytes, the first must be a key frame. Stops
 * as soon as the clip is too long or holds more packets than a clip can.
 */
async function readPackets(
  track: InputVideoTrack,
): Promise<{ seconds: number; count: number; packetBytes: number }> {
  const sink = new EncodedPacketSink(track);
  let end = 0;
  let count = 0;
  let packetBytes = 0;
  for await (const packet of sink.packets()) {
    if (count === 0 && packet.type !== 'key') throw new ServiceError('video_unreadable');
    if (packet.data.byteLength === 0 || !Number.isFinite(packet.timestamp + packet.duration)) {
      throw new ServiceError('video_unreadable');
    }
    end = Math.max(end, packet.timestamp + packet.duration);
    count += 1;
    packetBytes += packet.data.byteLength;
    if (end > VIDEO_MAX_SECONDS || count > MAX_PACKETS) throw new ServiceError('video_too_long');
  }
  return { seconds: end, count, packetBytes };
}
