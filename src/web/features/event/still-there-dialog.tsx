import { useEffect, useId, useRef } from 'react';
import { useT } from '../../lib/i18n/language.js';

interface StillThereDialogProps {
  secondsLeft: number;
  onKeepGoing: () => void;
}

/**
 * 'Still there? Starting over in 10…', a modal dialog: focus on Keep going, Escape keeps going
 * too. The page behind is inert while it is open.
 */
export function StillThereDialog({ secondsLeft, onKeepGoing }: StillThereDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    button.current?.focus();
    return () => element.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="still-there"
      aria-labelledby={textId}
      onCancel={(event) => {
        // Escape: keep going, and let React unmount the dialog rather than the browser close it.
        event.preventDefault();
        onKeepGoing();
      }}
    >
      <p id={textId} className="still-there-text">
        {t('event.stillThere', { seconds: secondsLeft })}
      </p>
      <button ref={button} type="button" className="button button-primary" onClick={onKeepGoing}>
        {t('event.keepGoing')}
      </button>
    </dialog>
  );
}
