import { Screen } from '../app/screen.js';

/** The automatic shooting sequence: one countdown and one photo per pose. */
export function Sequence() {
  return <Screen title="Photo sequence" />;
}
