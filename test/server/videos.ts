/**
 * Test videos made at test time with mediabunny's muxer: well-formed MP4 and WebM containers
 * holding fake encoded packets (the bytes need not decode: the server parses containers, it
 * never decodes). Options make the files the upload check must refuse.
 */
import {
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacket,
  EncodedVideoPacketSource,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
} from 'mediabunny';
import type { FastifyInstance } from 'fastify';
import { keepClaim } from './test-app.js';

export interface FakeVideoOptions {
  container?: 'mp4' | 'webm';
  /** avc for MP4 and vp9 for WebM unless said. */
  codec?: 'avc' | 'vp8' | 'vp9' | 'av1' | 'hevc';
  width?: number;
  height?: number;
  /** The packets' span, in seconds (30 fps). */
  seconds?: number;
  /** One packet at 0 and one ending at this many seconds: a long clip in a few bytes. */
  spanSeconds?: number;
  /** Adds an Opus audio track. */
  audio?: boolean;
  /** Bytes in each packet. */
  packetBytes?: number;
}

const CODEC_STRINGS = {
  avc: 'avc1.42001f',
  hevc: 'hev1.1.6.L93.B0',
  vp8: 'vp8',
  vp9: 'vp09.00.10.08',
  av1: 'av01.0.04M.08',
} as const;

/** A fake AVC decoder configuration record (avcC): the muxer copies it, nobody decodes it. */
const AVC_DESCRIPTION = new Uint8Array([1, 0x42, 0, 0x1f, 0xff, 0xe0, 0]);
/** A fake HEVC decoder configuration record (hvcC), as short as the muxer takes. */
const HEVC_DESCRIPTION = new Uint8Array(23).fill(0).map((_, index) => (index === 0 ? 1 : 0));

export async function makeFakeVideo(options: FakeVideoOptions = {}): Promise<Buffer> {
  const container = options.container ?? 'mp4';
  const codec = options.codec ?? (container === 'mp4' ? 'avc' : 'vp9');
  const target = new BufferTarget();
  const output = new Output({
    format: container === 'mp4' ? new Mp4OutputFormat() : new WebMOutputFormat(),
    target,
  });
  const video = new EncodedVideoPacketSource(codec);
  output.addVideoTrack(video, { frameRate: 30 });
  const audio = options.audio ? new EncodedAudioPacketSource('opus') : undefined;
  if (audio) output.addAudioTrack(audio);
  await output.start();
  const decoderConfig = {
    codec: CODEC_STRINGS[codec],
    codedWidth: options.width ?? 320,
    codedHeight: options.height ?? 240,
    ...(codec === 'avc' ? { description: AVC_DESCRIPTION } : {}),
    ...(codec === 'hevc' ? { description: HEVC_DESCRIPTION } : {}),
  };
  const bytes = options.packetBytes ?? 200;
  const times =
    options.spanSeconds === undefined
      ? Array.from({ length: Math.round((options.seconds ?? 2) * 30) }, (_, index) => ({
          at: index / 30,
          duration: 1 / 30,
        }))
      : [
          { at: 0, duration: 1 / 30 },
          { at: options.spanSeconds - 1 / 30, duration: 1 / 30 },
        ];
  for (const [index, { at, duration }] of times.entries()) {
    const packet = new EncodedPacket(
      new Uint8Array(bytes).fill(index % 251),
      index === 0 ? 'key' : 'delta',
      at,
      duration,
    );
    await video.add(packet, index === 0 ? { decoderConfig } : undefined);
  }
  if (audio) {
    await audio.add(new EncodedPacket(new Uint8Array(40), 'key', 0, 0.02), {
      decoderConfig: { codec: 'opus', numberOfChannels: 1, sampleRate: 48000 },
    });
  }
  await output.finalize();
  if (!target.buffer) throw new Error('the muxer wrote nothing');
  return Buffer.from(target.buffer);
}

/**
 * An MP4 whose header says it lasts `seconds` (the movie's, the track's and its media's
 * durations rewritten), whatever its packets say: a header may claim anything.
 */
export function withClaimedMp4Duration(mp4: Buffer, seconds: number): Buffer {
  const copy = Buffer.from(mp4);
  for (const type of ['mvhd', 'tkhd', 'mdhd']) {
    let at = copy.indexOf(type);
    while (at >= 0) {
      const version = copy[at + 4];
      // Version 0: 32-bit times. mvhd and mdhd: creation, modification, timescale, duration;
      // tkhd: creation, modification, track id, reserved, duration (in the movie's timescale).
      const timescaleAt = at + 4 + 4 + 8;
      if (version === 0) {
        if (type === 'tkhd') {
          const movieScale = movieTimescale(copy);
          copy.writeUInt32BE(Math.round(seconds * movieScale), at + 4 + 4 + 16);
        } else {
          const scale = copy.readUInt32BE(timescaleAt);
          copy.writeUInt32BE(Math.round(seconds * scale), timescaleAt + 4);
        }
      }
      at = copy.indexOf(type, at + 4);
    }
  }
  return copy;
}

function movieTimescale(mp4: Buffer): number {
  const at = mp4.indexOf('mvhd');
  return mp4.readUInt32BE(at + 4 + 4 + 8);
}

/** `mp4` with a top-level box of `type` and `size` bytes (zeros after its header) at its end. */
export function withMp4Box(mp4: Buffer, type: string, size: number): Buffer {
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write(type, 4, 'latin1');
  return Buffer.concat([mp4, box]);
}

/**
 * `mp4` with `extra` bytes at the end of its mdat that no sample points to (the sample offsets
 * point before them, and nothing after the mdat is pointed to): the file stays whole and plays,
 * the bytes ride along.
 */
export function withUnreferencedMdatBytes(mp4: Buffer, extra: number): Buffer {
  let at = 0;
  while (at < mp4.length && mp4.toString('latin1', at + 4, at + 8) !== 'mdat') {
    at += mp4.readUInt32BE(at);
  }
  if (at >= mp4.length) throw new Error('no mdat box');
  const mdatSize = mp4.readUInt32BE(at);
  const mdatEnd = at + mdatSize;
  const copy = Buffer.concat([
    mp4.subarray(0, mdatEnd),
    Buffer.alloc(extra, 0x5a),
    mp4.subarray(mdatEnd),
  ]);
  copy.writeUInt32BE(mdatSize + extra, at);
  return copy;
}

/** Uploads a fake video (POST /api/videos); its public address (its claim token is kept: claimOf). */
export async function uploadVideo(
  app: FastifyInstance,
  container: 'mp4' | 'webm' = 'mp4',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/videos',
    headers: { 'content-type': `video/${container}` },
    payload: await makeFakeVideo({ container }),
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return keepClaim(response.json<{ publicUrl: string; claimToken: string }>()).publicUrl;
}

/**
 * Bytes of a 3 s fake MP4 that a fuzzing run changed (offset, value): its sample table then
 * sends mediabunny 1.61's packet reading into a loop that never ends.
 */
const LOOPING_MUTATIONS: [number, number][] = [
  [524, 197],
  [592, 49],
  [805, 196],
  [828, 78],
];

/** An MP4 whose check never ends by itself: it holds a worker for the whole time limit. */
export async function makeLoopingMp4(): Promise<Buffer> {
  const looping = await makeFakeVideo({ seconds: 3 });
  for (const [offset, value] of LOOPING_MUTATIONS) looping[offset] = value;
  return looping;
}
