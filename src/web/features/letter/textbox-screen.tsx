import { useNavigate } from 'react-router';
import { paths } from '../../../model/paths.js';
import { Screen } from '../../components/screen.js';
import { MessageField } from './message-field.js';
import { NoStripNotice } from './no-strip-notice.js';
import { useHasStrip } from './use-has-strip.js';
import { useLetterDraft } from './use-letter-draft.js';
import './letter.css';

/** Write the letter that goes with the photostrip; it is kept in this browser as it is typed. */
export function TextboxScreen() {
  const navigate = useNavigate();
  const [message, setMessage] = useLetterDraft();
  const hasStrip = useHasStrip();

  return (
    <Screen title="Write a letter">
      <div className="letter-writer">
        <p className="letter-lead">
          A few words for a friend, to send with your photostrip. What you write is kept in this
          browser as you type.
        </p>
        {hasStrip === false && <NoStripNotice />}
        <MessageField value={message} onChange={setMessage} />
        <button
          type="button"
          className="button button-primary letter-continue"
          onClick={() => void navigate(paths.finalLetter)}
        >
          Add a stamp &amp; Continue
        </button>
      </div>
    </Screen>
  );
}
