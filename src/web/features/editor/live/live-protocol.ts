/**
 * The messages between the page and the Live worker (live-worker.ts). The page hands each
 * cell's canvas over (transferControlToOffscreen) with its clip and framing; the worker decodes
 * and draws every frame, and says which clip frame each cell shows.
 */
import type { PhotoFrame } from '../../../../model/photo-frame.js';
import type { Box } from '../../../../model/strip.js';
import type { Clip } from '../../../lib/storage/visit.js';

/** Where a cell's clip shows: its box, its photo's framing, its canvas's size in pixels. */
export interface CellPlacement {
  box: Box;
  frame: PhotoFrame;
  width: number;
  height: number;
}

export type LiveMessage =
  | ({ type: 'add'; id: number; clip: Clip; canvas: OffscreenCanvas } & CellPlacement)
  | ({ type: 'place'; id: number } & CellPlacement)
  | { type: 'remove'; id: number }
  | { type: 'active'; on: boolean };

/** The clip frame each cell drawn in one animation frame now shows, by cell id. */
export interface LiveDrawn {
  type: 'drawn';
  cells: [id: number, clipIndex: number][];
}
