/**
 * The page's living strip videos, made by the engine's worker (lib/video), which is loaded on
 * the first request, never with the page: /download's buttons and the letter's share flow ask
 * the same, so a video is made once.
 */
import { livingVideos, type MakeVideo } from './living-videos.js';

/** False where no video can be made off the main thread (lib/video): then none is offered. */
export { canMakeVideo } from '../video/make-living-video.js';

const makeInWorker: MakeVideo = async (input, card) => {
  const { makeLivingVideo } = await import('../video/make-living-video.js');
  return makeLivingVideo({ ...input, card });
};

export const pageVideos = livingVideos(makeInWorker);
