import { useLocation } from '../lib/router/router.js';
import { readPoseCount } from '../navigation/screen-state.js';
import { EditScreen } from '../features/editor/edit-screen.js';

export function Edit() {
  return <EditScreen layout={readPoseCount(useLocation().state)} />;
}
