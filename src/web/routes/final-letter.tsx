import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../model/paths.js';
import { Screen } from '../app/screen.js';
import { DeleteLetter } from '../features/letter/delete-letter.js';
import { DownloadStrip } from '../features/letter/download-strip.js';
import { LetterStack } from '../features/letter/letter-stack.js';
import { NoStripNotice } from '../features/letter/no-strip-notice.js';
import { SendMemoryArt } from '../features/letter/send-memory-art.js';
import { useOwnLetter } from '../features/letter/use-own-letter.js';
import { useSharedLetter } from '../features/letter/use-shared-letter.js';
import { SharePanel } from '../features/share/share-panel.js';
import { letterTokens } from '../lib/letter-tokens.js';
import { browserStorage } from '../lib/safe-storage.js';
import '../features/letter/letter.css';

/**
 * The letter and its photostrip: with ?id= a stored letter, as a friend opens it from its
 * link; without, the visitor's own letter from this browser, ready to share.
 */
export function FinalLetter() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id === null ? <OwnLetter /> : <SharedLetter key={id} id={id} />;
}

function OwnLetter() {
  const letter = useOwnLetter();
  const strip = letter.status === 'ready' ? letter.strip : null;

  return (
    <Screen title="Your letter">
      <div className="final-letter">
        <SendMemoryArt />
        {letter.status === 'loading' ? (
          <p role="status" className="letter-status">
            Loading...
          </p>
        ) : (
          <>
            <LetterStack message={letter.message} strip={strip} />
            <div className="final-letter-actions">
              {!strip && <NoStripNotice />}
              <SharePanel request={{ kind: 'new', message: letter.message, strip }} />
              <div className="final-letter-links">
                <Link to={paths.textbox} className="button">
                  Edit your letter
                </Link>
              </div>
            </div>
          </>
        )}
      </div>
    </Screen>
  );
}

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

function SharedLetter({ id }: { id: string }) {
  const shared = useSharedLetter(id);
  // Only the browser that shared the letter holds its token, and may delete it.
  const [deleteToken] = useState(() => letterTokens(browserStorage()).get(id));
  const [deleted, setDeleted] = useState(false);

  return (
    <Screen title={deleteToken ? 'Your letter' : 'A letter for you'}>
      <div className="final-letter">
        <SendMemoryArt />
        {shared.status === 'ready' && !deleted ? (
          <>
            <LetterStack message={shared.letter.message} strip={shared.letter.image_url} />
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
