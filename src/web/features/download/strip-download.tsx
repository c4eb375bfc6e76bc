import { Link } from 'react-router';
import { paths } from '../../../model/paths.js';
import { saveFile, STRIP_FILE_NAME } from '../../lib/save-file.js';
import { useStripSource } from './use-strip-source.js';
import './download.css';

/** The collected strip with what comes next: download it again, write a letter, or go back. */
export function StripDownload({ fromState, search }: { fromState: Blob | null; search: string }) {
  const { lookup, shown, unreadable } = useStripSource(fromState, search);
  const found = lookup.status === 'found' ? lookup : null;

  if (lookup.status === 'none') {
    return (
      <div className="download-empty">
        <p>
          There is no photostrip here yet. Take or upload a few photos and decorate your strip
          first.
        </p>
        <Link to={paths.home} className="button button-primary">
          Make a photostrip
        </Link>
      </div>
    );
  }

  return (
    <div className="download-screen">
      <figure className="download-strip">
        {found ? (
          <img src={found.address} alt="Your photostrip" onLoad={shown} onError={unreadable} />
        ) : (
          <p role="status" className="download-looking">
            Finding your photostrip…
          </p>
        )}
      </figure>
      <div className="download-actions">
        <p>
          Your strip is saved as <strong>{STRIP_FILE_NAME}</strong>. Keep it, or send it to a friend
          with a letter.
        </p>
        <button
          type="button"
          className="button"
          disabled={!found}
          onClick={() => found && saveFile(found.source, STRIP_FILE_NAME)}
        >
          Download again
        </button>
        <Link to={paths.textbox} className="button button-primary">
          send a letter to a friend
        </Link>
        <Link to={paths.edit} className="button button-quiet">
          Back to editing
        </Link>
      </div>
    </div>
  );
}
