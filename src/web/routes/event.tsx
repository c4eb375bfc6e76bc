import { EventScreen } from '../features/event/event-screen.js';

export function Event() {
  return <EventScreen />;
}
