import { useLocation } from '../lib/router/router.js';
import { readPoseCount } from '../app/navigation.js';
import { CaptureScreen } from '../features/capture/capture-screen.js';

export function Capture() {
  return <CaptureScreen layout={readPoseCount(useLocation().state)} />;
}
