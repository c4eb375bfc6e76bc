/**
 * The cells playing their clips, and where they are drawn: in a worker where the browser can
 * hand a canvas to one (transferControlToOffscreen), so decoding and drawing six clips at 30
 * frames a second never hold up the page; else on the page, by the same player.
 */
import type { Clip } from '../../../lib/storage/visit.js';
import { ClipPlayer, type PlayerHost, type PlayerTarget } from './clip-player.js';
import { drawClipFrame } from './draw-clip-frame.js';
import type { CellPlacement, LiveDrawn, LiveMessage } from './live-protocol.js';

export interface LiveCell extends CellPlacement {
  clip: Clip;
  /** A fresh canvas, the cell's: in a worker it can never be drawn on the page again. */
  canvas: HTMLCanvasElement;
  /** Told the clip frame the cell shows, each time it changes. */
  onShown(clipIndex: number): void;
}

export interface LiveCellHandle {
  place(placement: CellPlacement): void;
  remove(): void;
}

export interface LiveCells {
  add(cell: LiveCell): LiveCellHandle;
  /** Playing (the page shown, the strip on screen), or paused with its frames let go. */
  setActive(on: boolean): void;
  /** The editor goes: the worker stops (a later cell starts another). */
  dispose(): void;
}

function resize(canvas: { width: number; height: number }, placement: CellPlacement): void {
  if (canvas.width !== placement.width) canvas.width = placement.width;
  if (canvas.height !== placement.height) canvas.height = placement.height;
}

/** In a worker: the page hands each canvas over and hears which frame it shows. */
function workerCells(): LiveCells {
  let worker: Worker | null = null;
  let active = true;
  let nextId = 1;
  const shown = new Map<number, (clipIndex: number) => void>();
  const post = (message: LiveMessage, transfer: Transferable[] = []) =>
    worker?.postMessage(message, transfer);

  function start(): void {
    if (worker) return;
    worker = new Worker(new URL('./live-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<LiveDrawn>) => {
      for (const [id, clipIndex] of data.cells) shown.get(id)?.(clipIndex);
    };
    post({ type: 'active', on: active });
  }

  return {
    add({ clip, canvas, onShown, ...placement }) {
      const id = nextId++;
      const offscreen = canvas.transferControlToOffscreen();
      shown.set(id, onShown);
      start();
      post({ type: 'add', id, clip, canvas: offscreen, ...placement }, [offscreen]);
      return {
        place: (next) => post({ type: 'place', id, ...next }),
        remove: () => {
          shown.delete(id);
          post({ type: 'remove', id });
        },
      };
    },
    setActive(on) {
      active = on;
      post({ type: 'active', on });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      shown.clear();
    },
  };
}

/** The browser's side of the player on the page. */
const pageHost: PlayerHost<ImageBitmap> = {
  // async: where createImageBitmap is missing or throws, the frame fails instead of the loop.
  decode: async (blob) => createImageBitmap(blob),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
};

/** On the page, where no canvas can go to a worker (the same player, the same drawing). */
function pageCells(): LiveCells {
  const player = new ClipPlayer(pageHost);
  return {
    add({ clip, canvas, onShown, ...placement }) {
      let current = placement;
      const context = canvas.getContext('2d');
      const target: PlayerTarget<ImageBitmap> = {
        clip,
        draw(bitmap, clipIndex) {
          if (!context) return;
          drawClipFrame(context, bitmap, current);
          onShown(clipIndex);
        },
      };
      resize(canvas, placement);
      const stop = player.add(target);
      return {
        place(next) {
          current = next;
          resize(canvas, next);
          player.touch(target);
        },
        remove: stop,
      };
    },
    setActive: (on) => player.setActive(on),
    dispose: () => player.setActive(false),
  };
}

export function liveCells(): LiveCells {
  const canTransfer =
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype;
  return canTransfer ? workerCells() : pageCells();
}
