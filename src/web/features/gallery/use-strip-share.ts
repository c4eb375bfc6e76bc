/**
 * Share in the gallery's viewer: the strip's file through the share sheet where the browser
 * takes files (fetched as the viewer opens: the sheet must open within the press's moment, too
 * short to fetch it then), else Copy link: the strip's address copied the way a letter's link
 * is (lib/share/copy-text.ts), or, where nothing copies, shown in a prompt to copy by hand.
 * What happened is said: shared, copied, or failed; a sheet closed without sharing, or a link
 * shown to copy by hand, says nothing.
 */
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/language.js';
import { browserCopyEnvironment, copies, execCopies } from '../../lib/share/copy-text.js';
import { STRIP_FILE_NAME } from '../../lib/share/save-file.js';
import { shareFile, useCanShareFile } from '../../lib/share/share-files.js';

export type ShareSaid = 'shared' | 'copied' | 'failed' | null;

export interface StripShare {
  /** Whether Share hands over the file (else the link). */
  withFile: boolean;
  /** False while the file is read (a press then hands over the link). */
  ready: boolean;
  said: ShareSaid;
  share: () => void;
}

/** `stripUrl`: the strip, on this origin. */
export function useStripShare(stripUrl: string): StripShare {
  const t = useT();
  const withFile = useCanShareFile(STRIP_FILE_NAME, 'image/png');
  const file = useStripFile(withFile ? stripUrl : null);
  const [said, setSaid] = useState<{ url: string; said: ShareSaid }>({ url: stripUrl, said: null });

  /** 'copied', or null once the link was shown to copy by hand. */
  const copyLink = async (link: string): Promise<ShareSaid> => {
    const environment = browserCopyEnvironment();
    if ((await copies(environment, link)) || execCopies(environment, link)) return 'copied';
    window.prompt(t('letter.manualCopyPrompt'), link);
    return null;
  };

  const share = () => {
    setSaid({ url: stripUrl, said: null });
    const link = new URL(stripUrl, location.href).href;
    const shared: Promise<ShareSaid> = file
      ? shareFile(file).then((outcome) => (outcome === 'shared' ? 'shared' : null))
      : copyLink(link);
    shared.then(
      (outcome) => setSaid({ url: stripUrl, said: outcome }),
      (error: unknown) => {
        console.error('Sharing failed', error);
        setSaid({ url: stripUrl, said: 'failed' });
      },
    );
  };

  return {
    withFile,
    ready: !withFile || file !== null,
    said: said.url === stripUrl ? said.said : null,
    share,
  };
}

/** The strip as a File, fetched while `url` is given; null until it came. */
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
