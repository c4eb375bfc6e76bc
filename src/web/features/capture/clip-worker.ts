/**
 * Off the main thread: keeps the ring of recent camera frames as JPEG (clip-ring.ts), each
 * mirrored and filtered as the photo is (lib/camera/encode-worker.ts), and cuts a pose's clip from it once
 * the frames after its shot came. Only compressed frames are kept: about 35 of them while a pose
 * is on its way, at most 50 while a shot waits for its last frames.
 */
import { IDENTITY, applyColourMatrix, type ColourMatrix } from '../../../model/filters.js';
import { CLIP_JPEG_QUALITY } from '../../../model/living-strip.js';
import { answerRequest, type Numbered } from '../../lib/workers/worker-client.js';
import { addToRing, clipCovered, cutClip, type RingFrame } from './clip-ring.js';
import type { ClipAnswer, ClipRequest, ClipResult } from './clip-protocol.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<Numbered<ClipRequest>>) => void) | null;
  postMessage(message: ClipAnswer): void;
}

const scope = self as unknown as WorkerScope;

let ring: RingFrame<Blob>[] = [];
/** The frames' size: a frame of another size (the camera switched) starts the ring over. */
let size = { width: 0, height: 0 };
/** Shots waiting for their last frames: the request to answer and the shot's time. */
let waiting: { id: number; time: number }[] = [];

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'shot') {
    waiting.push({ id: request.id, time: request.time });
    answerCovered();
    return;
  }
  if (request.type === 'reset') {
    ring = [];
    answerRequest(post, request.id, Promise.resolve<ClipResult>({ type: 'reset' }));
    return;
  }
  const { frame, time, matrix, mirror } = request;
  // Read before encode() closes the frame (a closed ImageBitmap is 0 × 0).
  const { width, height } = frame;
  answerRequest(
    post,
    request.id,
    encode(frame, matrix, mirror).then((blob) => {
      if (width !== size.width || height !== size.height) {
        ring = [];
        size = { width, height };
      }
      ring = addToRing(
        ring,
        { time, item: blob },
        waiting.map((shot) => shot.time),
      ).ring;
      answerCovered();
      return { type: 'frame' } as const;
    }),
  );
};

function post(answer: ClipAnswer): void {
  scope.postMessage(answer);
}

/** Answers every waiting shot whose frames are all in the ring. */
function answerCovered(): void {
  const covered = waiting.filter((shot) => clipCovered(ring, shot.time));
  waiting = waiting.filter((shot) => !covered.includes(shot));
  for (const shot of covered) {
    const frames = cutClip(ring, shot.time);
    const clip = frames ? { frames, ...size } : null;
    post({ id: shot.id, result: { type: 'clip', clip } });
  }
}

async function encode(frame: ImageBitmap, matrix: ColourMatrix, mirror: boolean): Promise<Blob> {
  const canvas = new OffscreenCanvas(frame.width, frame.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) {
    frame.close();
    throw new Error('No 2D context in the worker');
  }
  // Mirrored like the photo (lib/camera/capture-photo.ts), unless the visitor turned Mirror off.
  if (mirror) {
    context.translate(frame.width, 0);
    context.scale(-1, 1);
  }
  context.drawImage(frame, 0, 0);
  frame.close();
  // No filter leaves the pixels as they are: 30 frames a second need not be read back for it.
  if (matrix.some((value, index) => value !== IDENTITY[index])) {
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    applyColourMatrix(image.data, matrix);
    context.putImageData(image, 0, 0);
  }
  return canvas.convertToBlob({ type: 'image/jpeg', quality: CLIP_JPEG_QUALITY });
}
