import { useState } from 'react';
import type { PoseCount } from '../../../model/layouts.js';
import type { RoomPhoto } from '../../../model/together.js';
import { useGoTo } from '../../navigation/go-to.js';
import { useT } from '../../lib/i18n/language.js';
import { keepRoomPhotos } from './decorate-together.js';

interface DecoratePanelProps {
  room: string;
  layout: PoseCount;
  photos: readonly (RoomPhoto | null)[];
  photoUrl(photo: RoomPhoto): string;
}

/** 'Decorate together' once every pose has its photo: the photos come to this phone, then /edit. */
export function DecoratePanel({ room, layout, photos, photoUrl }: DecoratePanelProps) {
  const t = useT();
  const goTo = useGoTo();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const taken = photos.filter((photo): photo is RoomPhoto => photo !== null);
  const missing = layout - taken.length;

  async function decorate() {
    setState('loading');
    try {
      await keepRoomPhotos(room, layout, taken, photoUrl);
      void goTo('edit', { layout });
    } catch (error) {
      console.warn('Room photos not fetched', error);
      setState('failed');
    }
  }

  return (
    <div className="together-decorate">
      <button
        type="button"
        className="button button-primary"
        disabled={missing > 0 || state === 'loading'}
        onClick={() => void decorate()}
      >
        {t('together.decorate')}
      </button>
      <p role="status">
        {missing > 0 && t('together.waitingPhotos', { count: missing })}
        {state === 'loading' && t('together.loadingPhotos')}
        {state === 'failed' && t('together.failed')}
      </p>
    </div>
  );
}
