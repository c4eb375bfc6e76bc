import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.js';
import { saveFile, STRIP_FILE_NAME } from '../../lib/save-file.js';
import { LetterError } from './letter-error.js';

/**
 * 'Download' for a friend's strip. <a download> ignores its name for another origin's file, so
 * the strip (ours, same origin) is fetched into a Blob first and saved as photostrip.png.
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

  return (
    <div className="letter-download">
      <button type="button" className="button" onClick={() => void download()}>
        Download
      </button>
      <LetterError message={error} />
    </div>
  );
}
