import { Screen } from '../app/screen.js';

/** The finished photostrip, ready to download or to send with a letter. */
export function Download() {
  return <Screen title="Your photostrip" />;
}
