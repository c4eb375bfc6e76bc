/**
 * Whose a room's pose is, pure. The host's countdown is the rule once there is one: it names
 * who takes each pose, and the host gives a pose to someone else by starting it again. Before
 * the first countdown the plan lives in the shared document, which every phone can write, so
 * it decides nothing here: a pose is free until a photo is in it, then it is its taker's. The
 * host, who chooses the poses and can remove anyone, may always put a pose nobody present holds.
 */
export interface PoseClaim {
  member: { readonly participant: string; readonly host: boolean };
  pose: number;
  /** The poses of the room's last countdown (a participant id, or null: nobody); null before. */
  countdown: readonly (string | null)[] | null;
  /** Who took the photo the pose holds now; null when it holds none. */
  takenBy: string | null;
  /** The participants in the room now (not removed). */
  present: ReadonlySet<string>;
}

export function mayPutPose({ member, pose, countdown, takenBy, present }: PoseClaim): boolean {
  const holder = countdown ? (countdown[pose] ?? null) : takenBy;
  if (holder !== null && present.has(holder)) {
    // Before a countdown the host may also replace a photo (their choice, their room).
    return holder === member.participant || (countdown === null && member.host);
  }
  // Nobody present holds it: free before a countdown, the host's to fill after one.
  return countdown === null || member.host;
}
