import { namesList } from '../../../../model/names-list.js';
import { useLanguage, useT } from '../../../lib/i18n/language.js';
import { useEditor } from '../editor-session.js';
import './together-bar.css';

/**
 * Who is here (a dot of each one's colour and their names), and what the room's connection is
 * doing when it is not simply open: reconnecting (changes made meanwhile are kept and sent).
 * Nothing in solo mode; once the room ended, RoomEndedBanner stands in its place. A compact row
 * heading the editor, so everyone sees who decorates with them on the first screen.
 */
export function TogetherBar() {
  const t = useT();
  const { language } = useLanguage();
  const { together } = useEditor();
  if (!together) return null;
  const { snapshot } = together;
  const here = snapshot.participants.filter(
    (person) => person.online || person.id === snapshot.you,
  );
  return (
    <div className="together-bar">
      {/* Nobody is known until the room first answers (the connection is opening). */}
      {here.length > 0 && (
        <p className="together-here">
          <span className="together-dots" aria-hidden="true">
            {here.map((person) => (
              <span
                key={person.id}
                className="together-dot"
                style={{ backgroundColor: person.colour }}
              />
            ))}
          </span>
          {t('editor.togetherHere', {
            names: namesList(
              here.map((person) => person.name),
              language,
            ),
          })}
        </p>
      )}
      <TogetherStatus />
    </div>
  );
}

function TogetherStatus() {
  const t = useT();
  const { together } = useEditor();
  if (!together) return null;
  const { snapshot } = together;
  switch (snapshot.status) {
    case 'offline':
      return (
        <p className="together-status" role="status">
          {t('editor.togetherReconnecting')}
        </p>
      );
    default:
      return null;
  }
}
