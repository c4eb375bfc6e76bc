import { useT } from '../../../lib/i18n/language.js';
import { useEditor } from '../editor-session.js';
import { nameOf, roomEnded } from './together-editing.js';

/**
 * Where the controls were, once the room is over: who sent the strip (or why else it ended), and
 * that the strip stays as it is, to collect. Nothing while the room is open, or alone.
 */
export function RoomEndedBanner() {
  const t = useT();
  const { together } = useEditor();
  if (!together || !roomEnded(together.snapshot)) return null;
  const { snapshot } = together;
  const removed = snapshot.status === 'removed';
  let title = t('editor.togetherClosed');
  if (removed) title = t('editor.togetherRemoved');
  else if (snapshot.closedBy) {
    title = t('editor.togetherSentBy', { name: nameOf(snapshot, snapshot.closedBy) });
  }
  return (
    <div className="together-ended" role={removed ? 'alert' : 'status'}>
      <p className="together-ended-title">{title}</p>
      <p>{t('editor.togetherEndedLead')}</p>
    </div>
  );
}
