/**
 * The host's pose plan in the room's shared document (`plan`, a Y.Map by pose index: the
 * participant who takes it), so a guest sees who takes which pose as the host chooses, and the
 * host's choices survive a reload. Only the host's screen writes it; any participant could, so
 * every read is checked (a pose 0–5, a participant id) and the countdown, which the server takes
 * from the host alone, stays what is shot. Not in the undo history: Ctrl+Z in the editor undoes
 * decoration, not a choice made in the lobby.
 */
import type * as Y from 'yjs';
import { participantIdSchema } from '../../../model/together.js';

const MAX_POSES = 6;

export const sharedPlan = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('plan');

/** The host's choices the document holds: pose → participant id, garbage skipped. */
export function planChoicesOf(doc: Y.Doc): Map<number, string> {
  const choices = new Map<number, string>();
  sharedPlan(doc).forEach((value, key) => {
    const pose = Number(key);
    if (!/^\d$/.test(key) || pose >= MAX_POSES) return;
    const person = participantIdSchema.safeParse(value);
    if (person.success) choices.set(pose, person.data);
  });
  return choices;
}

/** The host chose `participant` for `pose`. */
export function choosePose(doc: Y.Doc, origin: object, pose: number, participant: string): void {
  doc.transact(() => sharedPlan(doc).set(String(pose), participant), origin);
}

/** Back to everyone takes one: no choices. */
export function clearPlan(doc: Y.Doc, origin: object): void {
  const plan = sharedPlan(doc);
  doc.transact(() => {
    for (const key of [...plan.keys()]) plan.delete(key);
  }, origin);
}
