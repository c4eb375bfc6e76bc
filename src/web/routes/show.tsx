import { useLocation } from '../lib/router/router.js';
import { ShowScreen } from '../features/show/show-screen.js';

export function Show() {
  return <ShowScreen pathname={useLocation().pathname} />;
}
