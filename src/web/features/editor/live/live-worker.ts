/**
 * Off the main thread: the Live preview's player (clip-player.ts) with every cell's canvas, so
 * decoding and drawing six clips never hold up the page (the page only hands cells over and
 * hears which frame they show). Animation frames are the worker's own where it has them.
 */
import { ClipPlayer, type PlayerHost, type PlayerTarget } from './clip-player.js';
import { drawClipFrame } from './draw-clip-frame.js';
import type { CellPlacement, LiveDrawn, LiveMessage } from './live-protocol.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<LiveMessage>) => void) | null;
  postMessage(message: LiveDrawn): void;
  requestAnimationFrame?: (callback: (time: number) => void) => number;
  cancelAnimationFrame?: (handle: number) => void;
}

const scope = self as unknown as WorkerScope;

/** The worker's animation frames, else a timer at 60 per second. */
const host: PlayerHost<ImageBitmap> = {
  decode: async (blob) => createImageBitmap(blob),
  requestFrame: (callback) =>
    scope.requestAnimationFrame
      ? scope.requestAnimationFrame(callback)
      : (setTimeout(() => callback(performance.now()), 16) as unknown as number),
  cancelFrame: (handle) => {
    if (scope.cancelAnimationFrame) scope.cancelAnimationFrame(handle);
    else clearTimeout(handle);
  },
};

const player = new ClipPlayer(host);

interface Cell {
  target: PlayerTarget<ImageBitmap>;
  canvas: OffscreenCanvas;
  placement: CellPlacement;
  stop(): void;
}

const cells = new Map<number, Cell>();
/** The cells drawn in this animation frame, told to the page once it ends. */
let drawn: [number, number][] = [];

function report(id: number, clipIndex: number): void {
  if (drawn.length === 0) {
    queueMicrotask(() => {
      scope.postMessage({ type: 'drawn', cells: drawn });
      drawn = [];
    });
  }
  drawn.push([id, clipIndex]);
}

function place(cell: Cell, placement: CellPlacement): void {
  cell.placement = placement;
  // A new size clears the canvas: drawn again at the next frame either way.
  if (cell.canvas.width !== placement.width) cell.canvas.width = placement.width;
  if (cell.canvas.height !== placement.height) cell.canvas.height = placement.height;
  player.touch(cell.target);
}

scope.onmessage = ({ data: message }) => {
  switch (message.type) {
    case 'add': {
      const { id, clip, canvas, ...placement } = message;
      const context = canvas.getContext('2d');
      if (!context) return;
      const cell: Cell = {
        canvas,
        placement,
        target: {
          clip,
          draw(bitmap, clipIndex) {
            drawClipFrame(context, bitmap, cell.placement);
            report(id, clipIndex);
          },
        },
        stop: () => undefined,
      };
      cells.set(id, cell);
      place(cell, placement);
      cell.stop = player.add(cell.target);
      return;
    }
    case 'place': {
      const { id, type: _type, ...placement } = message;
      const cell = cells.get(id);
      if (cell) place(cell, placement);
      return;
    }
    case 'remove':
      cells.get(message.id)?.stop();
      cells.delete(message.id);
      return;
    case 'active':
      player.setActive(message.on);
      return;
  }
};
