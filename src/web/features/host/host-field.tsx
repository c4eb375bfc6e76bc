import { useId, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby': string;
}

interface HostFieldProps {
  label: string;
  hint?: string;
  error?: string | undefined;
  /** The control, given the props that tie it to the label, the hint and the error. */
  children: (control: ControlProps) => ReactNode;
}

/** A label, the control, its hint and its error, tied together for assistive technology. */
export function HostField({ label, hint, error, children }: HostFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="host-field">
      <label htmlFor={id} className="host-label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="host-hint">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {error && (
        <p id={`${id}-error`} className="host-error">
          {error}
        </p>
      )}
    </div>
  );
}
