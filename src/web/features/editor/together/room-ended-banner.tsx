import type { ReactNode } from 'react';
import { paths } from '../../../../model/paths.js';
import { useT } from '../../../lib/i18n/language.js';
import { Link } from '../../../lib/router/link.js';
import type { RoomSnapshot } from '../../../lib/together/room-connection-contract.js';
import { nameOf, roomEnded } from './together-editing.js';
import './room-ended-banner.css';

/** The letter's page for its id, as the share link names it (`/final-letter?id=<id>`). */
export function sentLetterPath(letter: string): string {
  return `${paths.finalLetter}?id=${encodeURIComponent(letter)}`;
}

/**
 * Where the controls were, once the room is over: who sent the strip (or why else it ended),
 * that the strip stays as it is, and what is left to do, together on the first screen: collect
 * this phone's copy (`collect`, Collect Photo) and open the letter, when its sender shared it
 * with the room. Nothing while the room is open, or for a strip made alone.
 */
export function RoomEndedBanner({
  collect,
  snapshot,
}: {
  collect: ReactNode;
  /** The ended room, as this page heard of it (live, or asked again after a reload). */
  snapshot: RoomSnapshot | null;
}) {
  const t = useT();
  if (!snapshot || !roomEnded(snapshot)) return null;
  const removed = snapshot.status === 'removed';
  let title = t('editor.togetherClosed');
  if (removed) title = t('editor.togetherRemoved');
  else if (snapshot.closedBy) {
    title = t('editor.togetherSentBy', { name: nameOf(snapshot, snapshot.closedBy) });
  }
  const letter = removed ? null : (snapshot.closedLetter ?? null);
  return (
    <section className="together-ended" aria-label={title}>
      {/* Only the words are announced: the buttons below stay quiet when their labels change. */}
      <div className="together-ended-words" role={removed ? 'alert' : 'status'}>
        <p className="together-ended-title">{title}</p>
        <p>{t('editor.togetherEndedLead')}</p>
      </div>
      <div className="together-ended-actions">
        {collect}
        {letter !== null && (
          <Link to={sentLetterPath(letter)} className="button together-ended-letter">
            {t('editor.togetherOpenLetter')}
          </Link>
        )}
      </div>
    </section>
  );
}
