/**
 * Where the strip sits in a living strip's video. The strip card is the strip itself at
 * VIDEO_PIXELS_PER_UNIT (600 px wide, like the GIF); the Story card centres it on a 1080 × 1920
 * card of our paper (storyPlacement), drawn at that card's scale rather than enlarged from the
 * 600 px strip, so its text and stickers stay sharp.
 */
import {
  STORY_HEIGHT,
  STORY_WIDTH,
  VIDEO_PIXELS_PER_UNIT,
  storyPlacement,
} from '../../../model/living-strip.js';
import { stripGeometry } from '../../../model/strip.js';

export type VideoCard = 'strip' | 'story';

/**
 * The Story card's paper: the app's --color-paper (src/web/app/theme.css), with a soft shadow
 * under the strip as if it lay on the page.
 */
export const STORY_PAPER = '#fff7ef';
export const STORY_SHADOW = 'rgb(43 29 22 / 0.18)';

export interface VideoLayout {
  /** The video's size in pixels: even, as video encoders want. */
  width: number;
  height: number;
  /** The strip's top left corner in the video, and its scale. */
  stripX: number;
  stripY: number;
  pixelsPerUnit: number;
  /** The strip's size in the video, in pixels (what its frame colour covers). */
  stripWidth: number;
  stripHeight: number;
  /** True on the Story card: the paper and the shadow are drawn around the strip. */
  onPaper: boolean;
}

const evenUp = (value: number) => 2 * Math.ceil(value / 2);

export function videoLayout(
  card: VideoCard,
  poseCount: number,
  eventName: string,
  dateStamp = true,
): VideoLayout {
  const geometry = stripGeometry(poseCount, { eventName: eventName !== '', dateStamp });
  if (card === 'story') {
    const place = storyPlacement(geometry.width, geometry.height);
    // The placement's sides are rounded each on its own: one scale for both fits inside it,
    // a few pixels short on one side, and centred in it on whole pixels.
    const pixelsPerUnit = Math.min(place.width / geometry.width, place.height / geometry.height);
    const stripWidth = geometry.width * pixelsPerUnit;
    const stripHeight = geometry.height * pixelsPerUnit;
    return {
      width: STORY_WIDTH,
      height: STORY_HEIGHT,
      stripX: place.x + Math.round((place.width - stripWidth) / 2),
      stripY: place.y + Math.round((place.height - stripHeight) / 2),
      pixelsPerUnit,
      stripWidth,
      stripHeight,
      onPaper: true,
    };
  }
  const stripWidth = Math.round(geometry.width * VIDEO_PIXELS_PER_UNIT);
  const stripHeight = Math.round(geometry.height * VIDEO_PIXELS_PER_UNIT);
  return {
    // The strip's sizes are even at 2 px a unit; a spare pixel row would take the frame colour.
    width: evenUp(stripWidth),
    height: evenUp(stripHeight),
    stripX: 0,
    stripY: 0,
    pixelsPerUnit: VIDEO_PIXELS_PER_UNIT,
    stripWidth,
    stripHeight,
    onPaper: false,
  };
}
