/**
 * The bench page: the app's capturePhoto on a live fake camera, and a baseline that does the
 * same on the main thread and encodes with toDataURL. Each run reports the main-thread work it
 * caused, measured by a probe: a MessageChannel ping-pong that notes every gap between its turns.
 */
import { FILTER_MATRICES } from '../../src/model/filters.js';
import { capturePhoto, drawFilteredFrame } from '../../src/web/lib/camera/capture-photo.js';
import { updateVisit } from '../../src/web/lib/storage/visit-store.js';

export interface PoseCost {
  /** Sum of the main thread's blocked stretches (gaps over 0.5 ms between probe turns). */
  busyMs: number;
  /** The longest single blocked stretch. */
  longestMs: number;
  /** Shutter to stored photo, wall clock. */
  wallMs: number;
  width: number;
  height: number;
}

const video = document.querySelector('video')!;
const matrix = FILTER_MATRICES.vintage;

function startProbe(): () => number[] {
  const gaps: number[] = [];
  const channel = new MessageChannel();
  let last = performance.now();
  let running = true;
  channel.port1.onmessage = () => {
    const now = performance.now();
    gaps.push(now - last);
    last = now;
    if (running) channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
  return () => {
    running = false;
    gaps.push(performance.now() - last);
    channel.port1.close();
    return gaps;
  };
}

async function measure(work: () => Promise<void>): Promise<PoseCost> {
  const stop = startProbe();
  const start = performance.now();
  await work();
  const wallMs = performance.now() - start;
  const blocked = stop().filter((gap) => gap > 0.5);
  return {
    busyMs: blocked.reduce((sum, gap) => sum + gap, 0),
    longestMs: Math.max(0, ...blocked),
    wallMs,
    width: video.videoWidth,
    height: video.videoHeight,
  };
}

async function pose(): Promise<PoseCost> {
  return measure(async () => {
    const photo = await capturePhoto(video, matrix, true);
    await updateVisit({ photos: [photo] });
  });
}

async function baseline(): Promise<PoseCost> {
  return measure(async () => {
    const dataUrl = drawFilteredFrame(video, matrix, true).toDataURL('image/png');
    await updateVisit({ photos: [await (await fetch(dataUrl)).blob()] });
  });
}

async function start(): Promise<void> {
  video.srcObject = await navigator.mediaDevices.getUserMedia({
    video: { width: { ideal: 1280 }, height: { ideal: 720 } },
    audio: false,
  });
  await video.play();
}

Object.assign(window, { bench: { start, pose, baseline } });
