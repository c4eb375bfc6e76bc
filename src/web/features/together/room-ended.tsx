import { paths, shareLink } from '../../../model/paths.js';
import { Screen } from '../../components/screen.js';
import { useT } from '../../lib/i18n/language.js';
import type { MessageKey } from '../../lib/i18n/message-key.js';
import { Link } from '../../lib/router/link.js';

/**
 * A room this phone cannot be in (unknown, ended, full, removed), with a way to start afresh;
 * `letter`: the letter an ended room went out as, to open.
 */
export function RoomEnded({ message, letter = null }: { message: string; letter?: string | null }) {
  const t = useT();
  return (
    <Screen title={t('together.title')}>
      <div className="together-screen">
        <p role="alert" className="together-notice">
          {message}
        </p>
        <p className="together-actions">
          {letter !== null && (
            <Link to={shareLink('', letter)} className="button button-primary">
              {t('editor.togetherOpenLetter')}
            </Link>
          )}
          <Link to={paths.layout} className={letter === null ? 'button button-primary' : 'button'}>
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
