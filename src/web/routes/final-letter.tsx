import { Screen } from '../app/screen.js';

/** The letter and its photostrip, as the sender previews it and a friend opens it. */
export function FinalLetter() {
  return <Screen title="Your letter" />;
}
