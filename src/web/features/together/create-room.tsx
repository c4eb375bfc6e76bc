import { useState } from 'react';
import { DEFAULT_POSE_COUNT, POSE_COUNTS, type PoseCount } from '../../../model/layouts.js';
import { ROOM_MAX_PEOPLE } from '../../../model/together.js';
import { RadioCards } from '../../components/radio-cards.js';
import { Screen } from '../../components/screen.js';
import { useT } from '../../lib/i18n/language.js';
import { useNavigate } from '../../lib/router/router.js';
import { localDay } from './local-day.js';
import { PersonForm } from './person-form.js';
import { useRoomServices } from './room-services.js';
import { roomAddress } from './room-address.js';

/** Starts a room with the layout chosen on /layout (changeable here); the creator is its host. */
export function CreateRoom({ layout: given }: { layout: PoseCount | null }) {
  const t = useT();
  const navigate = useNavigate();
  const services = useRoomServices();
  const [layout, setLayout] = useState<PoseCount>(given ?? DEFAULT_POSE_COUNT);

  const layoutChoices = POSE_COUNTS.map((count) => ({
    value: count,
    label: t('together.poses', { count }),
  }));

  return (
    <Screen title={t('together.title')}>
      <div className="together-screen">
        <p className="together-lead">
          {t('together.createLead', { max: ROOM_MAX_PEOPLE, count: layout })}
        </p>
        <PersonForm
          submitLabel={t('together.create')}
          before={
            <RadioCards
              legend={t('together.posesLegend')}
              name="layout"
              look="pills"
              choices={layoutChoices}
              value={layout}
              onChange={setLayout}
            />
          }
          onSubmit={async ({ name, colour }) => {
            const joined = await services.createRoom({
              layout,
              day: localDay(new Date()),
              name,
              colour,
            });
            // Replace: Back from the room goes to /layout, not to a form that made it already.
            void navigate(roomAddress(joined.room), { replace: true });
          }}
        />
      </div>
    </Screen>
  );
}
