import { useState, type MouseEvent } from 'react';
import { useT } from '../../lib/i18n/language.js';
import { apiFailureText } from '../../lib/share/share-failure.js';
import { saveFile, STRIP_FILE_NAME } from '../../lib/share/save-file.js';
import { LetterError } from './letter-error.js';

/**
 * 'Download' for a friend's strip: a link to the PNG (ours, same origin: `download` names the
 * file photostrip.png), so it works from the server's HTML before the app has started. Once it
 * runs, the app fetches the file itself, so a strip that is gone says so instead of saving an
 * error page.
 */
export function DownloadStrip({
  url,
  fileName = STRIP_FILE_NAME,
  label,
  compact = false,
}: {
  url: string;
  fileName?: string;
  /** The button's words; 'Download' for the strip. */
  label?: string;
  /** A round icon button named by `label`, for the strip's side on a phone's first screen. */
  compact?: boolean;
}) {
  const t = useT();
  // The reason, in words: the server's status, or no connection.
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setError(null);
    try {
      let response: Response;
      try {
        response = await fetch(url);
      } catch {
        setError(t('letter.errorNetwork'));
        return;
      }
      if (!response.ok) {
        setError(t('letter.errorStatus', { status: response.status }));
        return;
      }
      saveFile(await response.blob(), fileName);
    } catch (failure) {
      setError(apiFailureText(t, failure));
    }
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    void download();
  }

  return (
    <div className={compact ? 'letter-download letter-download-compact' : 'letter-download'}>
      <a
        className="button"
        href={url}
        download={fileName}
        onClick={onClick}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
      >
        {compact ? (
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
          </svg>
        ) : (
          (label ?? t('letter.download'))
        )}
      </a>
      <LetterError message={error && t('letter.downloadFailed', { reason: error })} />
    </div>
  );
}

/**
 * The video's file name: photostrip.mp4 or photostrip.webm, model/living-strip.ts's names
 * (written out: importing that module would cost the friend's page 1.5 KB of script; the test
 * holds them together).
 */
function videoFileName(url: string): string {
  return url.endsWith('.webm') ? 'photostrip.webm' : 'photostrip.mp4';
}

/** 'Download video' for a living strip: its MP4 or WebM, the same way. */
export function DownloadVideo({ url }: { url: string }) {
  const t = useT();
  const fileName = videoFileName(url);
  return <DownloadStrip url={url} fileName={fileName} label={t('letter.downloadVideo')} />;
}
