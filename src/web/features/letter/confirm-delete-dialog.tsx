import { useEffect, useId, useRef } from 'react';
import { useT } from '../../lib/i18n/language.js';

interface ConfirmDeleteDialogProps {
  onDelete(): void;
  onKeep(): void;
}

/**
 * 'Delete this letter? Its link will stop working for everyone.', asked in the page's own modal
 * dialog rather than the browser's confirm(): the focus starts on Keep it (the safe answer),
 * Escape keeps it too, and the page behind is inert while it is open.
 */
export function ConfirmDeleteDialog({ onDelete, onKeep }: ConfirmDeleteDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The focus goes back where it was (the button that opened it) once the dialog is gone.
    const opener = document.activeElement;
    if (!element.open) element.showModal();
    keep.current?.focus();
    return () => {
      element.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="letter-confirm"
      aria-labelledby={textId}
      onCancel={(event) => {
        // Escape: keep the letter, and let React unmount the dialog.
        event.preventDefault();
        onKeep();
      }}
    >
      <p id={textId} className="letter-confirm-text">
        {t('letter.deleteConfirm')}
      </p>
      <div className="letter-confirm-buttons">
        <button ref={keep} type="button" className="button" onClick={onKeep}>
          {t('letter.deleteKeep')}
        </button>
        <button type="button" className="button button-primary" onClick={onDelete}>
          {t('letter.deleteYes')}
        </button>
      </div>
    </dialog>
  );
}
