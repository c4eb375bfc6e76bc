/** The current visit's living strip, read from where the editor keeps it. */
import { readPending } from '../storage/pending-decoration.js';
import { loadVisit } from '../storage/visit-store.js';
import { livingStripInput, type LivingContext, type LivingStripInput } from './living-input.js';

/** Null when the visit has no living strip (living-input.ts). */
export async function loadLivingStrip(context: LivingContext): Promise<LivingStripInput | null> {
  const visit = await loadVisit();
  // The editor's write-ahead copy is newer than the visit when it is there (the editor starts
  // from it too), so the video shows the decoration the still strip was collected with.
  return livingStripInput(visit, context, readPending() ?? visit.decoration);
}
