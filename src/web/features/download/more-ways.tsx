import { useId, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/language.js';

/**
 * 'More ways to keep it': the downloads and shares that are not the page's one primary action,
 * grouped under their heading so the primary one stands alone (a living strip's and a still's).
 */
export function MoreWays({ children }: { children: ReactNode }) {
  const t = useT();
  const id = useId();
  return (
    <section className="download-more" aria-labelledby={id}>
      <h2 id={id} className="download-more-heading">
        {t('download.moreWays')}
      </h2>
      <div className="download-more-buttons">{children}</div>
    </section>
  );
}
