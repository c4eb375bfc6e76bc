import { useLocation } from '../lib/router/router.js';
import { GuestScreen } from '../features/guest/guest-screen.js';

export function Guest() {
  const { pathname } = useLocation();
  return <GuestScreen key={pathname} pathname={pathname} />;
}
