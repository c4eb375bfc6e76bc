import { HostScreen } from '../features/host/host-screen.js';

export function Host() {
  return <HostScreen />;
}
