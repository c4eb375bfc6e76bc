import { useState } from 'react';
import { Link } from '../../lib/router/link.js';
import { paths } from '../../../model/paths.js';
import { Screen } from '../../components/screen.js';
import { useT } from '../../lib/i18n/language.js';
import { ArrivedLetterArt } from './arrived-letter-art.js';
import { DeleteLetter } from './delete-letter.js';
import { DownloadStrip, DownloadVideo } from './download-strip.js';
import { LetterFrom } from './letter-from.js';
import { LetterSkeleton } from './letter-skeleton.js';
import { LetterStack } from './letter-stack.js';
import { SendMemoryArt } from './send-memory-art.js';
import { SharePanel } from './share/share-panel.js';
import { useDeleteToken } from './use-delete-token.js';
import { useSharedLetter } from './use-shared-letter.js';
import './friend-first-screen.css';

function MakeYourOwn({ primary }: { primary: boolean }) {
  const t = useT();
  return (
    <Link to={paths.home} className={primary ? 'button button-primary' : 'button'}>
      {t('letter.makeYourOwn')}
    </Link>
  );
}

/** What stands instead of a shared letter when it cannot be shown, or once deleted here. */
function SharedLetterNotice({ status }: { status: 'failed' | 'removed' | 'deleted' }) {
  const t = useT();
  if (status === 'deleted') {
    return (
      <p role="status" className="letter-status">
        {t('letter.deletedStatus')}
      </p>
    );
  }
  return (
    <div role="alert" className="letter-load-error">
      <p>{t('letter.loadFailed')}</p>
      {status === 'removed' && <p className="letter-load-reason">{t('letter.removed')}</p>}
    </div>
  );
}

/**
 * A stored letter, as a friend opens it from its link: making one's own strip comes first,
 * then the download, and sharing it again last. The browser that shared it (it keeps the
 * delete token) sees sharing first, and may delete the letter here.
 */
export function SharedLetter({ id }: { id: string }) {
  const t = useT();
  const shared = useSharedLetter(id);
  const deleteToken = useDeleteToken(id);
  const title = deleteToken ? t('letter.ownTitle') : t('letter.friendTitle');
  const [deleted, setDeleted] = useState(false);
  // The friend is greeted by a letter that has arrived; its sender by 'send this memory'.
  const art = deleteToken ? <SendMemoryArt /> : <ArrivedLetterArt />;

  if (shared.status === 'loading') {
    return (
      <Screen title={title}>
        <div className="final-letter">
          {art}
          <LetterSkeleton />
        </div>
      </Screen>
    );
  }

  return (
    <Screen title={title}>
      <div className="final-letter">
        {art}
        {shared.status === 'ready' && !deleted ? (
          <>
            {/* Who sent it, with the heading, before the strip: on a phone's first screen, never
                under the sticky button at the stack's foot (a wide screen puts it under the art). */}
            {shared.letter.from && <LetterFrom names={shared.letter.from} />}
            {/* On a phone's first screen, beside the strip: the friend can keep it at once. */}
            {!deleteToken && (
              <DownloadStrip
                url={shared.letter.image_url}
                label={t('letter.downloadStrip')}
                compact
              />
            )}
            <LetterStack
              message={shared.letter.message}
              strip={shared.letter.image_url}
              stripDisplay={{
                url: shared.letter.display_url,
                width: shared.letter.image_width,
                height: shared.letter.image_height,
              }}
              video={shared.letter.video_url}
            />
            {deleteToken ? (
              <div className="final-letter-actions">
                <SharePanel request={{ kind: 'existing', letterId: id }} />
                <div className="final-letter-links">
                  <DownloadStrip url={shared.letter.image_url} />
                  {shared.letter.video_url && <DownloadVideo url={shared.letter.video_url} />}
                  <MakeYourOwn primary={false} />
                </div>
                <DeleteLetter
                  id={id}
                  deleteToken={deleteToken}
                  onDeleted={() => setDeleted(true)}
                />
              </div>
            ) : (
              <div className="final-letter-actions">
                {/* Alone, as it sticks on a phone: its whole width for its words in any language. */}
                <div className="final-letter-links final-letter-first">
                  <MakeYourOwn primary />
                </div>
                <div className="final-letter-links">
                  <DownloadStrip url={shared.letter.image_url} />
                  {shared.letter.video_url && <DownloadVideo url={shared.letter.video_url} />}
                </div>
                <SharePanel request={{ kind: 'existing', letterId: id }} quiet />
              </div>
            )}
          </>
        ) : (
          <>
            <SharedLetterNotice
              status={deleted ? 'deleted' : shared.status === 'removed' ? 'removed' : 'failed'}
            />
            <div className="final-letter-links">
              <MakeYourOwn primary />
            </div>
          </>
        )}
      </div>
    </Screen>
  );
}
