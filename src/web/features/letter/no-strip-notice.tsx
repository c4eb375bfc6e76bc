import { Link } from '../../lib/router/link.js';
import { paths } from '../../../model/paths.js';
import { useT } from '../../lib/i18n/language.js';

/** Said kindly when no photostrip is kept in this browser: the letter can wait for one. */
export function NoStripNotice() {
  const t = useT();
  return (
    <p className="letter-notice">
      {t('letter.noStripBefore')}
      <Link to={paths.home}>{t('letter.noStripLink')}</Link>
      {t('letter.noStripAfter')}
    </p>
  );
}
