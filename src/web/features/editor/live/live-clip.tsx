import { useEffect, useRef } from 'react';
import { frameCrop, type PhotoFrame } from '../../../../model/photo-frame.js';
import type { Box } from '../../../../model/strip.js';
import type { Clip } from '../../../lib/storage/visit.js';
import type { ClipPlayer, PlayerTarget } from './clip-player.js';

/**
 * A photo's clip playing in its box, over the still (which shows until the first frame is
 * drawn, and again when Live is off): a canvas of the box's size in device pixels, each frame
 * cropped by frameCrop with the photo's own zoom and pan, the numbers the export crops by (a clip
 * has its photo's shape, so the same frame picks the same part of it). The player draws it.
 */
export function LiveClip(props: {
  player: ClipPlayer<ImageBitmap>;
  clip: Clip;
  box: Box;
  frame: PhotoFrame;
  /** CSS px per strip unit. */
  scale: number;
}) {
  const { player, clip, box, frame, scale } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  const placed = useRef({ box, frame });
  const target = useRef<PlayerTarget<ImageBitmap> | null>(null);
  const pixels = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(box.width * scale * pixels));
  const height = Math.max(1, Math.round(box.height * scale * pixels));

  useEffect(() => {
    const playing: PlayerTarget<ImageBitmap> = {
      clip,
      draw(bitmap, clipIndex) {
        const element = canvas.current;
        const context = element?.getContext('2d');
        if (!element || !context) return;
        const size = { width: bitmap.width, height: bitmap.height };
        const crop = frameCrop(size, placed.current.box, placed.current.frame);
        context.drawImage(
          bitmap,
          crop.sx,
          crop.sy,
          crop.sw,
          crop.sh,
          0,
          0,
          element.width,
          element.height,
        );
        // Which clip frame shows: the e2e test reads that all cells are in step.
        element.dataset.clipFrame = String(clipIndex);
      },
    };
    target.current = playing;
    const stop = player.add(playing);
    return () => {
      stop();
      target.current = null;
    };
  }, [player, clip]);

  // A pan, a zoom or a new size (a resize clears the canvas): drawn again at the next frame.
  useEffect(() => {
    placed.current = { box, frame };
    if (target.current) player.touch(target.current);
  }, [player, box, frame, width, height]);

  return (
    <canvas
      ref={canvas}
      className="strip-photo-live"
      width={width}
      height={height}
      aria-hidden="true"
    />
  );
}
