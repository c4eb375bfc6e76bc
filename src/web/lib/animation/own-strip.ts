/**
 * The visitor's own strip as the model it was drawn from (the visit's photos and the editor's
 * decoration, read as the living strip's video reads them), so its animation's frames are drawn
 * from it with every sticker whole. Only for a strip whose size is the model's.
 */
import type { Decoration } from '../../../model/decoration.js';
import { stripLayoutFromSize } from '../../../model/animation-frames.js';
import { stripGeometry } from '../../../model/strip.js';
import type { LivingContext } from '../living/living-input.js';
import { readPending } from '../storage/pending-decoration.js';
import { restoreDecoration } from '../storage/restore-decoration.js';
import { loadVisit } from '../storage/visit-store.js';

export interface OwnStrip extends LivingContext {
  poseCount: number;
  /** The strip's photos in the visit's order. */
  photos: Blob[];
  decoration: Decoration;
}

/** Null when the visit has no strip to draw (no layout, or fewer photos than poses). */
export async function loadOwnStrip(context: LivingContext): Promise<OwnStrip | null> {
  const visit = await loadVisit();
  const poseCount = visit.layout;
  if (poseCount === null || visit.photos.length < poseCount) return null;
  const geometry = stripGeometry(poseCount, { eventName: context.eventName !== '' });
  // The editor's write-ahead copy is newer than the visit when it is there.
  const decoration = restoreDecoration(readPending() ?? visit.decoration, geometry, poseCount);
  return { ...context, poseCount, photos: visit.photos.slice(0, poseCount), decoration };
}

/**
 * Whether the shown PNG (`width` × `height`) can be this model's strip: the same poses and
 * footer. A strip of another visit would differ in these most of the time; the model is then
 * not used and the frames are cut from the PNG.
 */
export function ownStripFits(own: OwnStrip, width: number, height: number): boolean {
  const found = stripLayoutFromSize(width, height);
  return (
    found !== null &&
    found.poseCount === own.poseCount &&
    found.eventName === (own.eventName !== '') &&
    found.dateStamp === (own.decoration.dateStamp || own.eventName !== '')
  );
}
