import { useEffect, useRef } from 'react';
import { frameCrop, type PhotoFrame } from '../../../../model/photo-frame.js';
import type { Box } from '../../../../model/strip.js';
import type { Clip } from '../../../lib/storage/visit.js';
import type { LiveCellHandle, LiveCells } from './live-cells.js';
import type { CellPlacement } from './live-protocol.js';

/**
 * A photo's clip playing in its box, over the still (which shows until the first frame is
 * drawn, and again when Live is off): a canvas of the box's size in device pixels at most, each frame
 * framed by the photo's own zoom and pan (draw-clip-frame.ts). The canvas is made here for each
 * cell, since one handed to the worker is never the page's again.
 */
export function LiveClip(props: {
  cells: LiveCells;
  clip: Clip;
  box: Box;
  frame: PhotoFrame;
  /** CSS px per strip unit. */
  scale: number;
}) {
  const { cells, clip, box, frame, scale } = props;
  const slot = useRef<HTMLSpanElement>(null);
  const pixels = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  // The box in device pixels, but never more pixels than the clip has there (a 480 px frame in
  // a 708 px box on a phone): CSS scales the canvas up, and each frame costs half the drawing.
  const crop = frameCrop(clip, box, frame);
  const fit = Math.min(1, crop.sw / (box.width * scale * pixels));
  const width = Math.max(1, Math.round(box.width * scale * pixels * fit));
  const height = Math.max(1, Math.round(box.height * scale * pixels * fit));
  const placement = useRef<CellPlacement>({ box, frame, width, height });
  const handle = useRef<LiveCellHandle | null>(null);

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const canvas = document.createElement('canvas');
    element.append(canvas);
    const added = cells.add({
      clip,
      canvas,
      ...placement.current,
      // Which clip frame shows: the e2e test reads that all cells are in step.
      onShown: (clipIndex) => (element.dataset.clipFrame = String(clipIndex)),
    });
    handle.current = added;
    return () => {
      added.remove();
      canvas.remove();
      handle.current = null;
      delete element.dataset.clipFrame;
    };
  }, [cells, clip]);

  // A pan, a zoom, a new size: drawn so at the next frame.
  useEffect(() => {
    placement.current = { box, frame, width, height };
    handle.current?.place(placement.current);
  }, [box, frame, width, height]);

  return <span ref={slot} className="strip-photo-live" aria-hidden="true" />;
}
