import { lazy, Suspense } from 'react';
import { LetterSkeleton } from './letter-skeleton.js';
import { SharedLetter } from './shared-letter.js';
import './letter.css';

/**
 * The visitor's own letter, read from this browser's storage: its code is not part of the page
 * a friend opens (which the server renders, and which should start light).
 */
const OwnLetter = lazy(async () => ({ default: (await import('./own-letter.js')).OwnLetter }));

/**
 * The letter and its photostrip: with an id, a stored letter, as a friend opens it from its
 * link; without, the visitor's own letter from this browser, ready to share.
 */
export function FinalLetterScreen({ id }: { id: string | null }) {
  if (id !== null) return <SharedLetter key={id} id={id} />;
  return (
    <Suspense fallback={<LetterSkeleton />}>
      <OwnLetter />
    </Suspense>
  );
}
