import { useId } from 'react';
import { LETTER_MAX_LENGTH } from '../../../model/limits.js';
import { useT } from '../../lib/i18n/language.js';

interface MessageFieldProps {
  value: string;
  onChange(value: string): void;
}

/** The letter's large text area, with its live count of characters against the limit. */
export function MessageField({ value, onChange }: MessageFieldProps) {
  const t = useT();
  const id = useId();
  const countId = `${id}-count`;
  const full = value.length >= LETTER_MAX_LENGTH;
  return (
    <div className="letter-field">
      <label htmlFor={id} className="letter-field-label">
        {t('letter.messageLabel')}
      </label>
      <textarea
        id={id}
        className="letter-textarea"
        dir="auto"
        placeholder={t('letter.messagePlaceholder')}
        maxLength={LETTER_MAX_LENGTH}
        rows={10}
        value={value}
        aria-describedby={countId}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={countId} className="letter-count" data-full={full}>
        {t('letter.count', { used: value.length, max: LETTER_MAX_LENGTH })}
        <span className="visually-hidden">
          {' '}
          {t('letter.countUnit', { max: LETTER_MAX_LENGTH })}
        </span>
      </p>
    </div>
  );
}
