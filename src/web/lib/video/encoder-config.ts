/**
 * The VideoEncoder settings for a living strip's video, the same when the page asks whether
 * the browser can make it and when the worker encodes it.
 */
import type { VideoFormat } from './video-format.js';

export interface VideoSize {
  width: number;
  height: number;
}

export function encoderConfig(
  format: VideoFormat,
  size: VideoSize,
  bitrate: number,
  fps: number,
): VideoEncoderConfig {
  return {
    codec: format.codec,
    width: size.width,
    height: size.height,
    bitrate,
    framerate: fps,
    // The whole clip is at hand: quality over latency (realtime may drop frames).
    latencyMode: 'quality',
    // MP4 keeps H.264's parameter sets in its header (avcC), not in the stream.
    ...(format.muxerCodec === 'avc' ? { avc: { format: 'avc' as const } } : {}),
  };
}

/** The encoder's own answer; false where there is no VideoEncoder or it throws. */
export async function encoderSupports(config: VideoEncoderConfig): Promise<boolean> {
  if (typeof VideoEncoder === 'undefined') return false;
  const answer = await VideoEncoder.isConfigSupported(config).catch(() => null);
  return answer?.supported === true;
}
