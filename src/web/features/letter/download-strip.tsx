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
export function DownloadStrip({ url }: { url: string }) {
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
      saveFile(await response.blob(), STRIP_FILE_NAME);
    } catch (failure) {
      setError(apiFailureText(t, failure));
    }
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    void download();
  }

  return (
    <div className="letter-download">
      <a className="button" href={url} download={STRIP_FILE_NAME} onClick={onClick}>
        {t('letter.download')}
      </a>
      <LetterError message={error && t('letter.downloadFailed', { reason: error })} />
    </div>
  );
}
