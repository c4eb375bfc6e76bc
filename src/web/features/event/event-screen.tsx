import { Screen } from '../../components/screen.js';

/** /event: the host sets up event mode (issue 14: being built). */
export function EventScreen() {
  return (
    <Screen title="Event mode">
      <p>Event mode is being set up.</p>
    </Screen>
  );
}
