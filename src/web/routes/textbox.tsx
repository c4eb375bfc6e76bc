import { Screen } from '../app/screen.js';

/** Write the letter that goes with the photostrip. */
export function Textbox() {
  return <Screen title="Write a letter" />;
}
