import { Screen } from '../../components/screen.js';
import { useT } from '../../lib/i18n/language.js';
import { RoomEndedNotice } from './room-ended-notice.js';
import { StripDownload } from './strip-download.js';

interface DownloadScreenProps {
  /** The strip Collect Photo handed over in the navigation state, if any. */
  fromState: Blob | null;
  /** The nonce it was kept with: at an event, only the kept strip's is shown (state-strip.ts). */
  stateNonce: string | null;
  /** The address's query, which may name a stored strip. */
  search: string;
}

/** The finished photostrip, ready to download or to send with a letter. */
export function DownloadScreen({ fromState, stateNonce, search }: DownloadScreenProps) {
  const t = useT();
  return (
    <Screen title={t('download.title')}>
      <RoomEndedNotice />
      <StripDownload fromState={fromState} stateNonce={stateNonce} search={search} />
    </Screen>
  );
}
