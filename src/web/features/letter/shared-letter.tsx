import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../model/paths.js';
import { Screen } from '../../components/screen.js';
import { DeleteLetter } from './delete-letter.js';
import { DownloadStrip } from './download-strip.js';
import { LetterStack } from './letter-stack.js';
import { SendMemoryArt } from './send-memory-art.js';
import { SharePanel } from './share/share-panel.js';
import { useDeleteToken } from './use-delete-token.js';
import { useSharedLetter } from './use-shared-letter.js';

function MakeYourOwn() {
  return (
    <Link to={paths.home} className="button">
      Make your own photostrip
    </Link>
  );
}

/** What stands instead of a shared letter while it loads, when it cannot be, or once deleted. */
function SharedLetterNotice({ status }: { status: 'loading' | 'failed' | 'deleted' }) {
  if (status === 'failed') {
    return (
      <p role="alert" className="letter-load-error">
        Could not load letter.
      </p>
    );
  }
  return (
    <p role="status" className="letter-status">
      {status === 'loading' ? 'Loading...' : 'This letter is deleted. Its link no longer works.'}
    </p>
  );
}

/** A stored letter, as a friend opens it from its link; its sharer may also delete it here. */
export function SharedLetter({ id }: { id: string }) {
  const shared = useSharedLetter(id);
  const deleteToken = useDeleteToken(id);
  const [deleted, setDeleted] = useState(false);

  return (
    <Screen title={deleteToken ? 'Your letter' : 'A letter for you'}>
      <div className="final-letter">
        <SendMemoryArt />
        {shared.status === 'ready' && !deleted ? (
          <>
            <LetterStack
              message={shared.letter.message}
              strip={shared.letter.image_url}
              stripDisplay={{
                url: shared.letter.display_url,
                width: shared.letter.image_width,
                height: shared.letter.image_height,
              }}
            />
            <div className="final-letter-actions">
              <SharePanel request={{ kind: 'existing', letterId: id }} />
              <div className="final-letter-links">
                <DownloadStrip url={shared.letter.image_url} />
                <MakeYourOwn />
              </div>
              {deleteToken && (
                <DeleteLetter
                  id={id}
                  deleteToken={deleteToken}
                  onDeleted={() => setDeleted(true)}
                />
              )}
            </div>
          </>
        ) : (
          <>
            <SharedLetterNotice
              status={deleted || shared.status === 'ready' ? 'deleted' : shared.status}
            />
            <div className="final-letter-links">
              <MakeYourOwn />
            </div>
          </>
        )}
      </div>
    </Screen>
  );
}
