import { Screen } from '../../components/screen.js';
import { StripDownload } from './strip-download.js';

interface DownloadScreenProps {
  /** The strip Collect Photo handed over in the navigation state, if any. */
  fromState: Blob | null;
  /** The address's query, which may name a stored strip. */
  search: string;
}

/** The finished photostrip, ready to download or to send with a letter. */
export function DownloadScreen({ fromState, search }: DownloadScreenProps) {
  return (
    <Screen title="Your photostrip">
      <StripDownload fromState={fromState} search={search} />
    </Screen>
  );
}
