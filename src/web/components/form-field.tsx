import { useId, type ReactNode } from 'react';
import './form-field.css';

export interface FieldIds {
  id: string;
  /** For the control: the hint and the error (when there is one), and whether it is invalid. */
  controlProps: { id: string; 'aria-invalid'?: true; 'aria-describedby': string };
}

interface FormFieldProps {
  label: string;
  hint?: string;
  error?: string | undefined;
  /** Said by screen readers as soon as the error appears (for an error after a try). */
  announce?: boolean;
  /** The control, given the props that tie it to the label, the hint and the error. */
  children: (control: FieldIds['controlProps']) => ReactNode;
}

/**
 * A label, the control, its hint and its error, tied together for assistive technology. The
 * control takes the class `form-field-input` (and sits in a `form-field-number` with a unit).
 */
export function FormField({ label, hint, error, announce = false, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field-label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="form-field-hint">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {error && (
        <p id={errorId} className="form-field-error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
