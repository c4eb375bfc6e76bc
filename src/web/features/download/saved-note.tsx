import { useT } from '../../lib/i18n/language.js';
import { saveFile, STRIP_FILE_NAME } from '../../lib/share/save-file.js';
import './saved-note.css';

interface SavedNoteProps {
  /** The strip Collect Photo saved (this visit's own). */
  strip: Blob;
  /**
   * Offer Download again in the note: where the page's primary action is another (a living
   * strip's video), so the way to save the PNG again is beside the word that it was saved.
   */
  offerAgain: boolean;
}

/**
 * 'photostrip.png saved' with a check mark, at the top of /download: Collect Photo saved the
 * strip without a tap (the spec's collect flow), and this says so where the eye lands first. A
 * quiet chip, not a button, so it never competes with the page's one primary action.
 */
export function SavedNote({ strip, offerAgain }: SavedNoteProps) {
  const t = useT();
  return (
    <div className="download-saved">
      <p className="download-saved-chip">
        <svg className="download-saved-check" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="12" />
          <path d="M6.5 12.5l3.5 3.5 7.5-8" />
        </svg>
        <span>{t('download.saved', { file: STRIP_FILE_NAME })}</span>
      </p>
      {offerAgain && (
        <button
          type="button"
          className="download-saved-again"
          onClick={() => saveFile(strip, STRIP_FILE_NAME)}
        >
          {t('download.downloadAgain')}
        </button>
      )}
    </div>
  );
}
