import { Link } from '../lib/router/link.js';
import { paths } from '../../model/paths.js';
import { Screen } from '../components/screen.js';
import { useT } from '../lib/i18n/language.js';

/** Any address that is not one of the app's screens. */
export function NotFound() {
  const t = useT();
  return (
    <Screen title={t('shell.notFoundTitle')}>
      <p>{t('shell.notFoundText')}</p>
      <Link to={paths.home} className="button">
        {t('shell.backToStart')}
      </Link>
    </Screen>
  );
}
