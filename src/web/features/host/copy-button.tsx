import { useState } from 'react';
import { useT } from '../../lib/i18n/language.js';

/** Copy: puts `text` on the clipboard and says Copied once it is there. */
export function CopyButton({ text }: { text: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  function copy() {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }
  return (
    <button type="button" className="button" onClick={copy}>
      {copied ? t('host.copied') : t('host.copy')}
    </button>
  );
}
