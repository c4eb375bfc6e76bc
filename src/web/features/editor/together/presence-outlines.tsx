import type { CSSProperties } from 'react';
import type { Participant, Selection } from '../../../../model/together.js';
import { useEditor } from '../editor-session.js';
import { stickerBoxStyle } from '../sticker-view.js';
import { selectionGroups } from './selection-groups.js';
import { roomEnded } from './together-editing.js';

/**
 * What the others have selected, each outlined in their colour with their name: a sticker's
 * box (turned as it is) or a photo's box. Two or more people on the same thing get one ring
 * each, one around the other, and their names side by side, so every name reads. Drawn over
 * the strip and never in the way: no pointer events, and hidden from screen readers (the
 * together bar says who is here).
 */
export function PresenceOutlines({ scale }: { scale: number }) {
  const { together, geometry, decoration, capturing } = useEditor();
  // Collect Photo captures the strip as everyone sees it: no outlines then. Nor once the room
  // ended: nobody edits any more, and a name on a sticker would say someone still does.
  if (!together || capturing || roomEnded(together.snapshot)) return null;
  const { presence, participants, you } = together.snapshot;
  const outlines = selectionGroups(participants, presence, you).flatMap((group) => {
    const box = boxOf(group.selection, scale, geometry.photos, decoration.stickers);
    return box ? [{ ...group, box }] : [];
  });
  return (
    <div className="presence-outlines" aria-hidden="true">
      {outlines.map(({ key, people, box }) => (
        <Outline key={key} people={people} box={box} />
      ))}
    </div>
  );
}

function Outline({ people, box }: { people: readonly Participant[]; box: CSSProperties }) {
  return (
    <div className="presence-outline" style={{ ...box, '--rings': people.length } as CSSProperties}>
      {people.map((person, ring) => (
        <span
          key={person.id}
          className="presence-ring"
          data-participant={person.id}
          style={{ '--person-colour': person.colour, '--ring': ring } as CSSProperties}
        />
      ))}
      <span className="presence-names">
        {people.map((person) => (
          <span
            key={person.id}
            className="presence-name"
            style={{ '--person-colour': person.colour } as CSSProperties}
          >
            {person.name}
          </span>
        ))}
      </span>
    </div>
  );
}

/** The outline's place over the preview, or null when what they selected is not there (gone). */
function boxOf(
  selection: Exclude<Selection, null>,
  scale: number,
  photos: readonly { x: number; y: number; width: number; height: number }[],
  stickers: ReturnType<typeof useEditor>['decoration']['stickers'],
): CSSProperties | null {
  if (selection.kind === 'sticker') {
    const sticker = stickers.find((each) => each.id === selection.id);
    return sticker ? stickerBoxStyle(sticker, scale) : null;
  }
  const box = photos[selection.index];
  if (!box) return null;
  return {
    left: box.x * scale,
    top: box.y * scale,
    width: box.width * scale,
    height: box.height * scale,
  };
}
