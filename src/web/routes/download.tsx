import { useLocation } from 'react-router';
import { Screen } from '../app/screen.js';
import { StripDownload } from '../features/download/strip-download.js';

/** The finished photostrip, ready to download or to send with a letter. */
export function Download() {
  const location = useLocation();
  return (
    <Screen title="Your photostrip">
      {/* A new visit to /download (another strip) starts the lookup afresh. */}
      <StripDownload key={location.key} state={location.state} search={location.search} />
    </Screen>
  );
}
