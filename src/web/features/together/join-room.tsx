import { useEffect, useState } from 'react';
import { ROOM_MAX_PEOPLE, namesList, type RoomState } from '../../../model/together.js';
import { Screen } from '../../components/screen.js';
import { useLanguage, useT } from '../../lib/i18n/language.js';
import { PersonForm } from './person-form.js';
import { ENDED_KEYS, RoomEnded, type EndedReason } from './room-ended.js';
import { errorCode, useRoomServices } from './room-services.js';

type Looked = { kind: 'loading' } | { kind: 'ready'; room: RoomState } | { kind: EndedReason };

/** A friend opened the room's link: who is in, then their name and a colour nobody took. */
export function JoinRoom({ room, onJoined }: { room: string; onJoined(): void }) {
  const t = useT();
  const { language } = useLanguage();
  const services = useRoomServices();
  const [looked, setLooked] = useState<Looked>({ kind: 'loading' });

  useEffect(() => {
    let stale = false;
    services.roomState(room).then(
      (state) => {
        if (stale) return;
        const full = state.participants.length >= ROOM_MAX_PEOPLE;
        setLooked(full ? { kind: 'full' } : { kind: 'ready', room: state });
      },
      (error: unknown) => {
        if (!stale) setLooked({ kind: errorCode(error) === 'room_closed' ? 'closed' : 'gone' });
      },
    );
    return () => {
      stale = true;
    };
  }, [services, room]);

  if (looked.kind === 'loading') {
    return (
      <Screen title={t('together.joinTitle')}>
        <p role="status">{t('together.loadingRoom')}</p>
      </Screen>
    );
  }
  if (looked.kind !== 'ready') {
    return <RoomEnded message={t(ENDED_KEYS[looked.kind], { max: ROOM_MAX_PEOPLE })} />;
  }
  const { participants, layout } = looked.room;
  return (
    <Screen title={t('together.joinTitle')}>
      <div className="together-screen">
        <p className="together-lead">
          {t('together.joinLead', {
            names: namesList(
              participants.map((p) => p.name),
              language,
            ),
            count: participants.length,
            poses: layout,
          })}
        </p>
        <PersonForm
          submitLabel={t('together.join')}
          taken={participants.map((p) => p.colour)}
          onSubmit={async (person) => {
            await services.joinRoom(room, person);
            onJoined();
          }}
        />
      </div>
    </Screen>
  );
}
