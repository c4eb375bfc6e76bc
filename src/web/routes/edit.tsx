import { Screen } from '../app/screen.js';

/** Decorate the photostrip: date stamp, frame colour, stickers and AI suggestions. */
export function Edit() {
  return <Screen title="Decorate your strip" />;
}
