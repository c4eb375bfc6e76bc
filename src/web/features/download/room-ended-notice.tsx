import { useT } from '../../lib/i18n/language.js';
import { useRoomEnded } from './use-room-ended.js';

/** 'Ana sent the strip' on /download once a strip made together went out as a letter. */
export function RoomEndedNotice() {
  const t = useT();
  const by = useRoomEnded();
  if (by === null) return null;
  return (
    <p className="download-room-ended" role="status">
      {by === '' ? t('download.togetherClosed') : t('download.togetherSentBy', { name: by })}
    </p>
  );
}
