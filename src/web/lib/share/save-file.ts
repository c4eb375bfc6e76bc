/**
 * Saves a Blob or an address as a file, the way a download link does. An object address made
 * here is revoked a minute later: revoking it at once can cancel the download in some
 * browsers, and the page may have moved on by then.
 */
export const STRIP_FILE_NAME = 'photostrip.png';

const REVOKE_AFTER_MS = 60_000;

export function saveFile(content: Blob | string, fileName: string = STRIP_FILE_NAME): void {
  const href = typeof content === 'string' ? content : URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    if (typeof content !== 'string') setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
  }
}
