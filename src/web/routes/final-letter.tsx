import { useSearchParam } from '../lib/router/router.js';
import { FinalLetterScreen } from '../features/letter/final-letter-screen.js';

export function FinalLetter() {
  return <FinalLetterScreen id={useSearchParam('id')} />;
}
