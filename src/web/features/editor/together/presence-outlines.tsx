import type { CSSProperties } from 'react';
import type { Participant, Selection } from '../../../../model/together.js';
import { useEditor } from '../editor-session.js';
import { stickerBoxStyle } from '../sticker-view.js';

/**
 * What the others have selected, each outlined in their colour with their name: a sticker's
 * box (turned as it is) or a photo's box. Drawn over the strip and never in the way: no pointer
 * events, and hidden from screen readers (the together bar says who is here).
 */
export function PresenceOutlines({ scale }: { scale: number }) {
  const { together, geometry, decoration, capturing } = useEditor();
  // Collect Photo captures the strip as everyone sees it: no outlines then.
  if (!together || capturing) return null;
  const { presence, participants, you } = together.snapshot;
  const outlines = participants.flatMap((person) => {
    if (person.id === you) return [];
    const box = boxOf(presence.get(person.id) ?? null, scale, geometry.photos, decoration.stickers);
    return box ? [{ person, box }] : [];
  });
  return (
    <div className="presence-outlines" aria-hidden="true">
      {outlines.map(({ person, box }) => (
        <Outline key={person.id} person={person} box={box} />
      ))}
    </div>
  );
}

function Outline({ person, box }: { person: Participant; box: CSSProperties }) {
  return (
    <div
      className="presence-outline"
      data-participant={person.id}
      style={{ ...box, '--person-colour': person.colour } as CSSProperties}
    >
      <span className="presence-name">{person.name}</span>
    </div>
  );
}

/** The outline's place over the preview, or null when what they selected is not there (gone). */
function boxOf(
  selection: Selection,
  scale: number,
  photos: readonly { x: number; y: number; width: number; height: number }[],
  stickers: ReturnType<typeof useEditor>['decoration']['stickers'],
): CSSProperties | null {
  if (!selection) return null;
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
