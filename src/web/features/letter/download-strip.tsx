import { useState, type MouseEvent } from 'react';
import { errorMessage } from '../../lib/error-message.js';
import { saveFile, STRIP_FILE_NAME } from '../../lib/save-file.js';
import { LetterError } from './letter-error.js';

/**
 * 'Download' for a friend's strip: a link to the PNG (ours, same origin: `download` names the
 * file photostrip.png), so it works from the server's HTML before the app has started. Once it
 * runs, the app fetches the file itself, so a strip that is gone says so instead of saving an
 * error page.
 */
export function DownloadStrip({ url }: { url: string }) {
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setError(null);
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      saveFile(await response.blob(), STRIP_FILE_NAME);
    } catch (failure) {
      setError(`Could not download the photostrip: ${errorMessage(failure)}`);
    }
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    void download();
  }

  return (
    <div className="letter-download">
      <a className="button" href={url} download={STRIP_FILE_NAME} onClick={onClick}>
        Download
      </a>
      <LetterError message={error} />
    </div>
  );
}
