import { useLocation } from '../lib/router/router.js';
import { readPoseCount } from '../navigation/screen-state.js';
import { CaptureScreen } from '../features/capture/capture-screen.js';

export function Capture() {
  return <CaptureScreen layout={readPoseCount(useLocation().state)} />;
}
