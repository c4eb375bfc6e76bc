/**
 * Who takes each pose, pure: the host's choices over the default 'everyone takes one' (in
 * order of joining), a choice naming someone no longer here falling back to the default.
 */
import { posesInJoiningOrder, type RoomPhoto } from '../../../model/together.js';

export function planPoses(
  participants: readonly { readonly id: string }[],
  layout: number,
  choices: ReadonlyMap<number, string>,
): (string | null)[] {
  const present = new Set(participants.map((p) => p.id));
  return posesInJoiningOrder(participants, layout).map((fallback, pose) => {
    const chosen = choices.get(pose);
    return chosen !== undefined && present.has(chosen) ? chosen : fallback;
  });
}

/** The newest photo of each pose (a retake raises the version). */
export function latestPhotos(photos: readonly RoomPhoto[], layout: number): (RoomPhoto | null)[] {
  const latest: (RoomPhoto | null)[] = Array.from({ length: layout }, () => null);
  for (const photo of photos) {
    if (photo.pose >= layout) continue;
    const kept = latest[photo.pose];
    if (!kept || kept.version < photo.version) latest[photo.pose] = photo;
  }
  return latest;
}
