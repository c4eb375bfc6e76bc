/** The names of the room's colours, for screen readers and the colour picker's labels. */
import { PERSON_COLOURS, type PersonColour } from '../../../model/together.js';
import type { MessageKey } from '../../lib/i18n/message-key.js';

const COLOUR_KEYS: Readonly<Record<PersonColour, MessageKey>> = {
  [PERSON_COLOURS[0]]: 'together.colourRed',
  [PERSON_COLOURS[1]]: 'together.colourBlue',
  [PERSON_COLOURS[2]]: 'together.colourGreen',
  [PERSON_COLOURS[3]]: 'together.colourPurple',
  [PERSON_COLOURS[4]]: 'together.colourOrange',
  [PERSON_COLOURS[5]]: 'together.colourTeal',
};

export function colourKey(colour: PersonColour): MessageKey {
  return COLOUR_KEYS[colour];
}
