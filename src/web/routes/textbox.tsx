import { useNavigate } from 'react-router';
import { paths } from '../../model/paths.js';
import { Screen } from '../app/screen.js';
import { MessageField } from '../features/letter/message-field.js';
import { NoStripNotice } from '../features/letter/no-strip-notice.js';
import { useHasStrip } from '../features/letter/use-has-strip.js';
import { useLetterDraft } from '../features/letter/use-letter-draft.js';
import '../features/letter/letter.css';

/** Write the letter that goes with the photostrip; it is kept in this browser as it is typed. */
export function Textbox() {
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
