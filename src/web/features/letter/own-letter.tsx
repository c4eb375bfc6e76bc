import { Link } from '../../lib/router/link.js';
import { paths } from '../../../model/paths.js';
import { Screen } from '../../components/screen.js';
import { useT } from '../../lib/i18n/language.js';
import { LetterFrom } from './letter-from.js';
import { LetterSkeleton } from './letter-skeleton.js';
import { LetterStack } from './letter-stack.js';
import { NoStripNotice } from './no-strip-notice.js';
import { SendMemoryArt } from './send-memory-art.js';
import { SharePanel } from './share/share-panel.js';
import { useOwnLetter } from './use-own-letter.js';
import { useTogetherLetter } from './use-together-letter.js';

/** The visitor's own letter from this browser, ready to share. */
export function OwnLetter() {
  const t = useT();
  const letter = useOwnLetter();
  // A strip made together goes in everyone's name, and its room ends once it is sent.
  const together = useTogetherLetter();
  const strip = letter.status === 'ready' ? letter.strip : null;

  return (
    <Screen title={t('letter.ownTitle')}>
      <div className="final-letter">
        <SendMemoryArt />
        {letter.status === 'loading' ? (
          <LetterSkeleton />
        ) : (
          <>
            <LetterStack message={letter.message} strip={strip} />
            {together && <LetterFrom names={together.from} />}
            <div className="final-letter-actions">
              {!strip && <NoStripNotice />}
              <SharePanel
                request={{
                  kind: 'new',
                  message: letter.message,
                  strip,
                  ...(together ? { from: together.from } : {}),
                }}
                onShared={together ? (result) => together.end(result.id) : undefined}
              />
              <div className="final-letter-links">
                <Link to={paths.textbox} className="button">
                  {t('letter.editLetter')}
                </Link>
              </div>
            </div>
          </>
        )}
      </div>
    </Screen>
  );
}
