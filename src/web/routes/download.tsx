import { useLocation } from '../lib/router/router.js';
import { readDownloadNonce, readDownloadState } from '../navigation/screen-state.js';
import { DownloadScreen } from '../features/download/download-screen.js';

export function Download() {
  const { key, state, search } = useLocation();
  // A new visit to /download (another strip) starts the lookup afresh.
  return (
    <DownloadScreen
      key={key}
      fromState={readDownloadState(state)}
      stateNonce={readDownloadNonce(state)}
      search={search}
    />
  );
}
