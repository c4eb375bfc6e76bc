import { OwnLetter } from './own-letter.js';
import { SharedLetter } from './shared-letter.js';
import './letter.css';

/**
 * The letter and its photostrip: with an id, a stored letter, as a friend opens it from its
 * link; without, the visitor's own letter from this browser, ready to share.
 */
export function FinalLetterScreen({ id }: { id: string | null }) {
  return id === null ? <OwnLetter /> : <SharedLetter key={id} id={id} />;
}
