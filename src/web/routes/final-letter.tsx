import { useSearchParams } from 'react-router';
import { FinalLetterScreen } from '../features/letter/final-letter-screen.js';

export function FinalLetter() {
  const [params] = useSearchParams();
  return <FinalLetterScreen id={params.get('id')} />;
}
