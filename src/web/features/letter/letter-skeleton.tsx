/**
 * What stands for the letter while it is fetched (only after in-app navigation: the server
 * sends the friend's page with its letter): the card and the strip as soft shapes.
 */
import { useT } from '../../lib/i18n/language.js';

export function LetterSkeleton() {
  const t = useT();
  return (
    <div className="letter-stack letter-skeleton" role="status">
      <span className="visually-hidden">{t('letter.loading')}</span>
      <div className="letter-skeleton-card" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
      </div>
      <div className="letter-skeleton-strip" aria-hidden="true" />
    </div>
  );
}
