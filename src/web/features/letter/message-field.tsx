import { useId } from 'react';
import { LETTER_MAX_LENGTH } from '../../../model/limits.js';

interface MessageFieldProps {
  value: string;
  onChange(value: string): void;
}

/** The letter's large text area, with its live count of characters against the limit. */
export function MessageField({ value, onChange }: MessageFieldProps) {
  const id = useId();
  const countId = `${id}-count`;
  const full = value.length >= LETTER_MAX_LENGTH;
  return (
    <div className="letter-field">
      <label htmlFor={id} className="letter-field-label">
        Your message
      </label>
      <textarea
        id={id}
        className="letter-textarea"
        placeholder="Write your message here..."
        maxLength={LETTER_MAX_LENGTH}
        rows={10}
        value={value}
        aria-describedby={countId}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={countId} className="letter-count" data-full={full}>
        {value.length} / {LETTER_MAX_LENGTH}
        <span className="visually-hidden"> characters</span>
      </p>
    </div>
  );
}
