import { Screen } from '../app/screen.js';

/** Camera preview, countdown and filter choice before the shooting sequence. */
export function Capture() {
  return <Screen title="Camera" />;
}
