import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/language.js';
import { PostageStamp } from './postage-stamp.js';

/**
 * The letter on kraft paper. The message is React text in a pre-wrap paragraph: line breaks
 * show, and markup in it stays text (never HTML). A long letter grows with the page (never a
 * scroller of its own); on a phone its lines flow around the stamp and take the card's width
 * below it; on a wider screen the stamp sits above them, their column whole (letter.css).
 * `children`: the stack's button over the card.
 */
export function LetterCard({ message, children }: { message: string; children?: ReactNode }) {
  const t = useT();
  const blank = message.trim() === '';
  return (
    <article className="letter-card" aria-label={t('letter.cardLabel')}>
      <PostageStamp />
      {blank ? (
        <p className="letter-message letter-message-empty">{t('letter.noMessageYet')}</p>
      ) : (
        // Its own direction, and each paragraph's (letter.css): a letter in another script than
        // the page's still reads right.
        <p className="letter-message" dir="auto">
          {message}
        </p>
      )}
      {children}
    </article>
  );
}
