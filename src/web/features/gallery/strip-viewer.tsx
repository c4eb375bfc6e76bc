/**
 * One strip of the gallery, full size, in a modal dialog: Download saves the PNG as
 * photostrip.png; Share hands the file to the share sheet where the browser takes files, else
 * copies the strip's link.
 */
import { useEffect, useRef, useState } from 'react';
import type { Entry } from '../../../model/live-event.js';
import { useT } from '../../lib/i18n/language.js';
import { saveFile, STRIP_FILE_NAME } from '../../lib/share/save-file.js';
import { shareFile, useCanShareFile } from '../../lib/share/share-files.js';

type Said = 'copied' | 'failed' | null;

export function StripViewer({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const canShare = useCanShareFile(STRIP_FILE_NAME, 'image/png');
  const file = useStripFile(canShare ? entry.stripUrl : null);
  const [said, setSaid] = useState<Said>(null);

  useEffect(() => {
    const shown = dialog.current;
    if (shown && !shown.open) shown.showModal();
    return () => shown?.close();
  }, []);

  const share = async () => {
    setSaid(null);
    try {
      if (file) {
        await shareFile(file);
        return;
      }
      await navigator.clipboard.writeText(new URL(entry.stripUrl, location.href).href);
      setSaid('copied');
    } catch {
      setSaid('failed');
    }
  };

  return (
    <dialog
      ref={dialog}
      className="gallery-viewer"
      aria-label={t('gallery.stripAlt')}
      onClose={onClose}
      onClick={(event) => {
        // A press on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="gallery-viewer-content">
        <img
          className="gallery-viewer-image"
          src={entry.stripUrl}
          alt={t('gallery.stripAlt')}
          width={entry.width}
          height={entry.height}
        />
        <div className="gallery-viewer-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => saveFile(entry.stripUrl, STRIP_FILE_NAME)}
          >
            {t('gallery.download')}
          </button>
          <button type="button" className="button" onClick={() => void share()}>
            {canShare ? t('gallery.share') : t('gallery.copyLink')}
          </button>
          <button type="button" className="button button-quiet" onClick={onClose}>
            {t('gallery.close')}
          </button>
        </div>
        <p className="gallery-viewer-said" role="status">
          {said === 'copied'
            ? t('gallery.copied')
            : said === 'failed'
              ? t('gallery.shareFailed')
              : ''}
        </p>
      </div>
    </dialog>
  );
}

/**
 * The strip as a File, fetched as the viewer opens: the share sheet must open within the
 * press's moment, too short to fetch it then.
 */
function useStripFile(url: string | null): File | null {
  const [file, setFile] = useState<{ url: string; file: File } | null>(null);
  useEffect(() => {
    if (url === null) return;
    const abort = new AbortController();
    fetch(url, { signal: abort.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (blob) setFile({ url, file: new File([blob], STRIP_FILE_NAME, { type: 'image/png' }) });
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [url]);
  return file && file.url === url ? file.file : null;
}
