import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../model/paths.js';
import { useEventSettings } from '../../lib/event-mode.js';
import { saveFile, STRIP_FILE_NAME } from '../../lib/save-file.js';
import { StripExtras } from './animation/strip-extras.js';
import { PrintSheet } from './print-sheet.js';
import { TakeHome } from './take-home.js';
import { useFinishVisit } from './use-finish-visit.js';
import { useStripBlob } from './use-strip-blob.js';
import { useStripSource } from './use-strip-source.js';
import './download.css';

/**
 * The collected strip with what comes next: download it again, download it as an animation,
 * share it where the browser can, write a letter, or go back. In event mode: Take it home (a QR
 * code), Print when the host turned it on, and Done; nothing is saved or shared from the booth.
 */
export function StripDownload({ fromState, search }: { fromState: Blob | null; search: string }) {
  const event = useEventSettings();
  const { lookup, shown, unreadable } = useStripSource(fromState, search, event !== null);
  const found = lookup.status === 'found' ? lookup : null;
  useFinishVisit(event !== null);
  const stripBlob = useStripBlob(found && !event ? found.source : null);
  // The shown image's size, which tells the strip's poses (for the animation).
  const [size, setSize] = useState<{ address: string; width: number; height: number } | null>(null);

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
          <img
            src={found.address}
            alt="Your photostrip"
            onLoad={(loaded) => {
              const image = loaded.currentTarget;
              setSize({
                address: found.address,
                width: image.naturalWidth,
                height: image.naturalHeight,
              });
              shown();
            }}
            onError={unreadable}
          />
        ) : (
          <p role="status" className="download-looking">
            Finding your photostrip…
          </p>
        )}
      </figure>
      {event ? (
        <div className="download-actions">
          <TakeHome
            settings={event}
            strip={found?.source ?? null}
            onPrint={event.print ? () => window.print() : undefined}
          />
          <Link to={paths.edit} className="button button-quiet">
            Back to editing
          </Link>
          {event.print && found && (
            <PrintSheet address={found.address} layout={event.printLayout} />
          )}
        </div>
      ) : (
        <div className="download-actions">
          <p>
            Your strip is saved as <strong>{STRIP_FILE_NAME}</strong>. Keep it, or send it to a
            friend with a letter.
          </p>
          <button
            type="button"
            className="button"
            disabled={!found}
            onClick={() => found && saveFile(found.source, STRIP_FILE_NAME)}
          >
            Download again
          </button>
          <StripExtras
            strip={stripBlob}
            size={size && found && size.address === found.address ? size : null}
          />
          <Link to={paths.textbox} className="button button-primary">
            send a letter to a friend
          </Link>
          <Link to={paths.edit} className="button button-quiet">
            Back to editing
          </Link>
        </div>
      )}
    </div>
  );
}
