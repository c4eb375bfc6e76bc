import { useNavigate } from '../../lib/router/router.js';
import { isBlankLetter } from '../../../model/letter-text.js';
import { paths } from '../../../model/paths.js';
import { Screen } from '../../components/screen.js';
import { useT } from '../../lib/i18n/language.js';
import { MessageField } from './message-field.js';
import { NoStripNotice } from './no-strip-notice.js';
import { useHasStrip } from './use-has-strip.js';
import { useLetterDraft } from './use-letter-draft.js';
import './letter.css';

const blankNoteId = 'letter-continue-note';

/** Write the letter that goes with the photostrip; it is kept in this browser as it is typed. */
export function TextboxScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [message, setMessage] = useLetterDraft();
  const hasStrip = useHasStrip();
  const blank = isBlankLetter(message);

  return (
    <Screen title={t('letter.writeTitle')}>
      <div className="letter-writer">
        <p className="letter-lead">{t('letter.lead')}</p>
        {hasStrip === false && <NoStripNotice />}
        <MessageField value={message} onChange={setMessage} />
        <div className="letter-continue-row">
          {blank && (
            <p id={blankNoteId} className="letter-continue-note">
              {t('letter.blankNote')}
            </p>
          )}
          <button
            type="button"
            className="button button-primary letter-continue"
            aria-describedby={blank ? blankNoteId : undefined}
            onClick={() => void navigate(paths.finalLetter)}
          >
            {t('letter.continue')}
          </button>
        </div>
      </div>
    </Screen>
  );
}
