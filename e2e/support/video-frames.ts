/**
 * Reads a video the app exported with ffmpeg and ffprobe (Debian's; `npm test` installs them),
 * a decoder that is not the browser's: what the file says of itself, and its frames as RGB.
 */
import { spawnSync } from 'node:child_process';

export interface VideoFacts {
  /** ffprobe's codec name: 'h264', 'vp9', 'vp8', … */
  readonly codec: string;
  /** ffprobe's container names: 'mov,mp4,m4a,3gp,3g2,mj2' or 'matroska,webm'. */
  readonly container: string;
  readonly width: number;
  readonly height: number;
  /** Frames counted by decoding the whole stream. */
  readonly frames: number;
  /** The container's duration in seconds. */
  readonly seconds: number;
  /** Frames per second, from the stream's average rate. */
  readonly fps: number;
  /** Every stream's type, in order. */
  readonly streams: readonly string[];
}

function run(command: string, args: readonly string[]): Buffer {
  const result = spawnSync(command, args, { maxBuffer: 2 * 1024 * 1024 * 1024 });
  if (result.error) {
    throw new Error(`${command} could not run (${result.error.message}): install Debian's ffmpeg`);
  }
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr.toString().slice(-800)}`);
  }
  return result.stdout;
}

function rate(text: string): number {
  const [numerator, denominator] = text.split('/').map(Number);
  return (numerator ?? 0) / (denominator || 1);
}

export function probeVideo(file: string): VideoFacts {
  const json = run('ffprobe', [
    '-v',
    'error',
    '-count_frames',
    '-show_entries',
    'format=format_name,duration:stream=codec_type,codec_name,width,height,nb_read_frames,avg_frame_rate',
    '-of',
    'json',
    file,
  ]).toString();
  const facts = JSON.parse(json) as {
    format: { format_name: string; duration: string };
    streams: {
      codec_type: string;
      codec_name: string;
      width?: number;
      height?: number;
      nb_read_frames?: string;
      avg_frame_rate?: string;
    }[];
  };
  const video = facts.streams.find((stream) => stream.codec_type === 'video');
  if (!video) throw new Error(`${file} has no video stream`);
  return {
    codec: video.codec_name,
    container: facts.format.format_name,
    width: video.width ?? 0,
    height: video.height ?? 0,
    frames: Number(video.nb_read_frames ?? 0),
    seconds: Number(facts.format.duration),
    fps: rate(video.avg_frame_rate ?? '0/1'),
    streams: facts.streams.map((stream) => stream.codec_type),
  };
}

/** An RGB picture: 3 bytes a pixel, rows top to bottom. */
export interface RgbFrame {
  readonly width: number;
  readonly height: number;
  readonly data: Buffer;
}

/** Every frame of the video, decoded to RGB at its own size. */
export function decodeFrames(file: string, width: number, height: number): RgbFrame[] {
  const raw = run('ffmpeg', [
    '-v',
    'error',
    '-i',
    file,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-vsync',
    'passthrough',
    '-',
  ]);
  const size = width * height * 3;
  const frames: RgbFrame[] = [];
  for (let offset = 0; offset + size <= raw.length; offset += size) {
    frames.push({ width, height, data: raw.subarray(offset, offset + size) });
  }
  return frames;
}

export interface Region {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The mean difference per channel (0–255) of two pictures of one size, over `region` or all. */
export function meanDifference(a: RgbFrame, b: RgbFrame, region?: Region): number {
  if (a.width !== b.width || a.height !== b.height) {
    throw new Error(`Sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  }
  const box = region ?? { x: 0, y: 0, width: a.width, height: a.height };
  let total = 0;
  for (let y = box.y; y < box.y + box.height; y += 1) {
    const row = y * a.width * 3;
    for (let x = box.x * 3; x < (box.x + box.width) * 3; x += 1) {
      total += Math.abs((a.data[row + x] ?? 0) - (b.data[row + x] ?? 0));
    }
  }
  return total / (box.width * box.height * 3);
}

/**
 * The share (0–1) of pixels in `region` whose colour moved by more than `threshold` (mean of the
 * three channels, 0–255) between two pictures of one size. An encoder's loss spreads a little
 * everywhere and rarely moves a pixel this far; a moving object moves the pixels it crosses by
 * far more. So this tells motion from loss where a mean over a box mostly of still background
 * cannot.
 */
export function changedShare(a: RgbFrame, b: RgbFrame, region: Region, threshold = 40): number {
  if (a.width !== b.width || a.height !== b.height) {
    throw new Error(`Sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  }
  let changed = 0;
  for (let y = region.y; y < region.y + region.height; y += 1) {
    for (let x = region.x; x < region.x + region.width; x += 1) {
      const at = (y * a.width + x) * 3;
      let sum = 0;
      for (let c = 0; c < 3; c += 1) sum += Math.abs((a.data[at + c] ?? 0) - (b.data[at + c] ?? 0));
      if (sum / 3 > threshold) changed += 1;
    }
  }
  return changed / (region.width * region.height);
}
