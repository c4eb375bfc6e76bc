import type { Participant, Selection } from '../../../../model/together.js';

/** One thing selected by the others, and who selected it, in the room's order. */
export interface SelectionGroup {
  /** The same for the same thing: 'sticker:3', 'photo:1'. */
  key: string;
  selection: Exclude<Selection, null>;
  people: Participant[];
}

/**
 * The others' selections grouped by what they selected, so that two people on one sticker are
 * drawn as one outline with both names, not one outline hiding the other. This phone's own
 * selection is left out (the editor shows it); groups come in the order of their first person.
 */
export function selectionGroups(
  participants: readonly Participant[],
  presence: ReadonlyMap<string, Selection>,
  you: string,
): SelectionGroup[] {
  const groups = new Map<string, SelectionGroup>();
  for (const person of participants) {
    if (person.id === you) continue;
    const selection = presence.get(person.id);
    if (!selection) continue;
    const key =
      selection.kind === 'sticker' ? `sticker:${selection.id}` : `photo:${selection.index}`;
    const group = groups.get(key);
    if (group) group.people.push(person);
    else groups.set(key, { key, selection, people: [person] });
  }
  return [...groups.values()];
}
