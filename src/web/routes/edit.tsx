import { useLocation } from 'react-router';
import { readPoseCount } from '../app/navigation.js';
import { EditScreen } from '../features/editor/edit-screen.js';

export function Edit() {
  return <EditScreen layout={readPoseCount(useLocation().state)} />;
}
