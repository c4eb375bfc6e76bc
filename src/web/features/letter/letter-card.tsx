import { useT } from '../../lib/i18n/language.js';
import { PostageStamp } from './postage-stamp.js';

/**
 * The letter on kraft paper. The message is React text in a pre-wrap paragraph: line breaks
 * show, and markup in it stays text (never HTML). A long letter scrolls inside the card (the
 * scroller takes the keyboard focus, so it scrolls with the keys too).
 */
export function LetterCard({ message }: { message: string }) {
  const t = useT();
  const blank = message.trim() === '';
  return (
    <article className="letter-card" aria-label={t('letter.cardLabel')}>
      <div className="letter-scroll" tabIndex={0}>
        <PostageStamp />
        {blank ? (
          <p className="letter-message letter-message-empty">{t('letter.noMessageYet')}</p>
        ) : (
          // Its own direction: a letter in another script than the page's still reads right.
          <p className="letter-message" dir="auto">
            {message}
          </p>
        )}
      </div>
    </article>
  );
}
