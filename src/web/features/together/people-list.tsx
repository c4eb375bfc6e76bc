import { useState } from 'react';
import { ROOM_MAX_PEOPLE, type Participant } from '../../../model/together.js';
import { useT } from '../../lib/i18n/language.js';

interface PeopleListProps {
  participants: readonly Participant[];
  you: string;
  /** Given to the host only: removes a participant (after a confirmation here). */
  onRemove?: (participant: string) => void;
}

/** Who is here: colour dot, name, host, online or offline; the host's Remove per person. */
export function PeopleList({ participants, you, onRemove }: PeopleListProps) {
  const t = useT();
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <section className="together-panel" aria-labelledby="together-people">
      <h2 id="together-people">
        {t('together.peopleHeading', { count: participants.length, max: ROOM_MAX_PEOPLE })}
      </h2>
      <ul className="together-people">
        {participants.map((person) => (
          <li key={person.id} className="together-person">
            <span
              className="together-dot"
              aria-hidden="true"
              style={{ background: person.colour }}
            />
            <span className="together-person-name">
              {person.id === you ? t('together.you', { name: person.name }) : person.name}
            </span>
            {person.host && <span className="together-tag">{t('together.host')}</span>}
            <span className={`together-online${person.online ? ' is-online' : ''}`}>
              {person.online ? t('together.online') : t('together.offlinePerson')}
            </span>
            {onRemove &&
              person.id !== you &&
              (confirming === person.id ? (
                <span
                  className="together-confirm"
                  role="group"
                  aria-label={t('together.removeConfirm', { name: person.name })}
                >
                  <span>{t('together.removeConfirm', { name: person.name })}</span>
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      setConfirming(null);
                      onRemove(person.id);
                    }}
                  >
                    {t('together.removeYes')}
                  </button>
                  <button
                    type="button"
                    className="button button-quiet"
                    onClick={() => setConfirming(null)}
                  >
                    {t('together.removeNo')}
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className="button button-quiet"
                  onClick={() => setConfirming(person.id)}
                >
                  {t('together.remove', { name: person.name })}
                </button>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
