import { useId } from 'react';
import { useT } from '../lib/i18n/language.js';

interface NextButtonProps {
  /** Why the visitor cannot go on yet; shown under the button and read with it. */
  hint: string;
  disabled: boolean;
  onClick(): void;
  className?: string;
  hintClassName?: string;
}

/** A screen's primary 'Next', with the reason it is not available yet described under it. */
export function NextButton({ hint, disabled, onClick, className, hintClassName }: NextButtonProps) {
  const hintId = useId();
  const t = useT();
  return (
    <>
      <button
        type="button"
        className={`button button-primary${className ? ` ${className}` : ''}`}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onClick={onClick}
      >
        {t('layout.next')}
      </button>
      {hint && (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      )}
    </>
  );
}
