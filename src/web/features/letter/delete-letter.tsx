import { useState } from 'react';
import { useT } from '../../lib/i18n/language.js';
import { lastShareStore } from '../../lib/share/last-share.js';
import { letterTokens } from '../../lib/storage/letter-tokens.js';
import { browserStorage } from '../../lib/storage/safe-storage.js';
import { apiFailureText } from '../../lib/share/share-failure.js';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.js';
import { LetterError } from './letter-error.js';

interface DeleteLetterProps {
  id: string;
  deleteToken: string;
  onDeleted(): void;
}

/**
 * 'Delete this letter', for the browser that shared it (it holds the delete token). After a
 * confirmation in our own dialog the server removes the letter and its strip; this browser forgets the token.
 */
export function DeleteLetter({ id, deleteToken, onDeleted }: DeleteLetterProps) {
  const t = useT();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  async function remove() {
    setAsking(false);
    setDeleting(true);
    setError(null);
    try {
      // The API's code (and its schemas) only when asked: most who see this page never delete.
      const { letterApi } = await import('../../lib/api/letter-api.js');
      await letterApi().deleteLetter(id, deleteToken);
      const storage = browserStorage();
      letterTokens(storage).remove(id);
      // A later share of the same message and strip must make a new letter, not this link.
      lastShareStore(storage).forget(id);
      onDeleted();
    } catch (failure) {
      setError(t('letter.deleteFailed', { reason: apiFailureText(t, failure) }));
      setDeleting(false);
    }
  }

  return (
    <div className="letter-delete">
      <button
        type="button"
        className="button button-quiet letter-delete-button"
        disabled={deleting}
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        {deleting ? t('letter.deleting') : t('letter.deleteButton')}
      </button>
      {asking && (
        <ConfirmDeleteDialog onDelete={() => void remove()} onKeep={() => setAsking(false)} />
      )}
      <LetterError message={error} />
    </div>
  );
}
