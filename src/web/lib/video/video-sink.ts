/**
 * In the video worker: frames in, a video file out. Each frame is encoded by WebCodecs'
 * VideoEncoder and its packets muxed by mediabunny into MP4 (H.264) or WebM (VP9, VP8) in
 * memory. Imported by the worker only, so no page's bundle carries mediabunny.
 */
import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
} from 'mediabunny';
import type { FrameTime } from './frame-plan.js';
import type { VideoFormat } from './video-format.js';

/**
 * Frames the encoder may hold before the drawing waits: enough to keep it busy while the next
 * frame is drawn, few enough that frames (2 to 8 MB each) do not pile up in memory.
 */
const MAX_QUEUED_FRAMES = 3;

export interface VideoSink {
  /** Encodes the canvas as it is now (copied: it can be drawn on at once). */
  add(canvas: OffscreenCanvas, time: FrameTime): Promise<void>;
  /** Waits for every frame, checks that `frameCount` came out, and gives the file's bytes. */
  finish(frameCount: number): Promise<ArrayBuffer>;
  /** Stops, after a failure: nothing more is encoded or written. */
  cancel(): void;
}

export async function openVideoSink(
  format: VideoFormat,
  config: VideoEncoderConfig,
): Promise<VideoSink> {
  const target = new BufferTarget();
  const output = new Output({
    // The index at the start of the MP4, so a player (the friend's page) starts at once.
    format:
      format.type === 'video/mp4'
        ? new Mp4OutputFormat({ fastStart: 'in-memory' })
        : new WebMOutputFormat(),
    target,
  });
  const source = new EncodedVideoPacketSource(format.muxerCodec);
  output.addVideoTrack(source, { frameRate: config.framerate ?? 30 });
  await output.start();

  let failure: unknown = null;
  let packets = 0;
  // Packets are muxed one after another, in the order the encoder gives them.
  let muxing: Promise<void> = Promise.resolve();
  // Wakes a wait for the queue when the encoder fails (no dequeue event comes then).
  let wake: () => void = () => undefined;
  const fail = (error: unknown) => {
    failure ??= error;
    wake();
  };
  const encoder = new VideoEncoder({
    output: (chunk, meta) => {
      packets += 1;
      const packet = EncodedPacket.fromEncodedChunk(chunk);
      muxing = muxing.then(() => source.add(packet, meta));
      muxing.catch(fail);
    },
    error: fail,
  });
  encoder.configure(config);

  const check = () => {
    if (failure !== null) throw failure instanceof Error ? failure : new Error(String(failure));
  };

  return {
    async add(canvas, time) {
      check();
      const frame = new VideoFrame(canvas, { timestamp: time.timestamp, duration: time.duration });
      try {
        encoder.encode(frame, { keyFrame: time.keyFrame });
      } finally {
        frame.close();
      }
      while (encoder.encodeQueueSize > MAX_QUEUED_FRAMES && failure === null) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          encoder.addEventListener('dequeue', () => resolve(), { once: true });
        });
      }
      check();
    },
    async finish(frameCount) {
      await encoder.flush();
      await muxing;
      check();
      encoder.close();
      // Exactly the frames drawn, so the video loops on time.
      if (packets !== frameCount) {
        throw new Error(`The encoder gave ${packets} frames of ${frameCount}`);
      }
      await output.finalize();
      if (!target.buffer) throw new Error('The video file was not written');
      return target.buffer;
    },
    cancel() {
      if (encoder.state !== 'closed') encoder.close();
      void output.cancel().catch(() => undefined);
    },
  };
}
