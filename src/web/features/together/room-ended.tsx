import { paths } from '../../../model/paths.js';
import { Screen } from '../../components/screen.js';
import { useT } from '../../lib/i18n/language.js';
import type { MessageKey } from '../../lib/i18n/message-key.js';
import { Link } from '../../lib/router/link.js';

/** A room this phone cannot be in (unknown, ended, full, removed), with a way to start afresh. */
export function RoomEnded({ message }: { message: string }) {
  const t = useT();
  return (
    <Screen title={t('together.title')}>
      <div className="together-screen">
        <p role="alert" className="together-notice">
          {message}
        </p>
        <p>
          <Link to={paths.layout} className="button button-primary">
            {t('together.startOver')}
          </Link>
        </p>
      </div>
    </Screen>
  );
}

export type EndedReason = 'gone' | 'closed' | 'removed' | 'full';

export const ENDED_KEYS: Readonly<Record<EndedReason, MessageKey>> = {
  gone: 'together.gone',
  closed: 'together.closed',
  removed: 'together.removed',
  full: 'together.full',
};
