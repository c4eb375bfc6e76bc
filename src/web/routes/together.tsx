import { TogetherScreen } from '../features/together/together-screen.js';

export function Together() {
  return <TogetherScreen />;
}
