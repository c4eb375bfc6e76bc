import { useNavigate } from 'react-router';
import { isBlankLetter } from '../../../model/letter-text.js';
import { paths } from '../../../model/paths.js';
import { Screen } from '../../components/screen.js';
import { MessageField } from './message-field.js';
import { NoStripNotice } from './no-strip-notice.js';
import { useHasStrip } from './use-has-strip.js';
import { useLetterDraft } from './use-letter-draft.js';
import './letter.css';

const blankNoteId = 'letter-continue-note';

/** Write the letter that goes with the photostrip; it is kept in this browser as it is typed. */
export function TextboxScreen() {
  const navigate = useNavigate();
  const [message, setMessage] = useLetterDraft();
  const hasStrip = useHasStrip();
  const blank = isBlankLetter(message);

  return (
    <Screen title="Write a letter">
      <div className="letter-writer">
        <p className="letter-lead">
          A few words for a friend, to send with your photostrip. What you write is kept in this
          browser as you type.
        </p>
        {hasStrip === false && <NoStripNotice />}
        <MessageField value={message} onChange={setMessage} />
        <div className="letter-continue-row">
          {blank && (
            <p id={blankNoteId} className="letter-continue-note">
              A letter needs a message before it can be shared. You can continue and write it later.
            </p>
          )}
          <button
            type="button"
            className="button button-primary letter-continue"
            aria-describedby={blank ? blankNoteId : undefined}
            onClick={() => void navigate(paths.finalLetter)}
          >
            Add a stamp &amp; Continue
          </button>
        </div>
      </div>
    </Screen>
  );
}
