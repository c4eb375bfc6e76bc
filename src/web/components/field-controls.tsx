import type { InputHTMLAttributes } from 'react';
import { FormField } from './form-field.js';
import { RadioCards, type RadioCard } from './radio-cards.js';

interface TextFieldProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoCapitalize' | 'spellCheck' | 'maxLength'
> {
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

/** One line of text, never offered by autofill (names and codes of events, not of people). */
export function TextField({ label, hint, error, value, onChange, ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          {...input}
          className="form-field-input"
          type="text"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

interface NumberFieldProps {
  label: string;
  hint: string;
  error: string | undefined;
  /** Said after the box (seconds, days); the label already names it for screen readers. */
  unit: string;
  min: number;
  max: number;
  /** As typed: the form checks it, so a half-typed number stays as it is. */
  value: string;
  onChange: (value: string) => void;
}

/** A whole number and its unit on one line. */
export function NumberField({
  label,
  hint,
  error,
  unit,
  min,
  max,
  value,
  onChange,
}: NumberFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <span className="form-field-number">
          <input
            {...control}
            className="form-field-input"
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <span aria-hidden="true">{unit}</span>
        </span>
      )}
    </FormField>
  );
}

interface PillsFieldProps<Value extends string> {
  legend: string;
  /** The radios' name: one group of that name on a page. */
  name: string;
  choices: readonly RadioCard<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Said under the pills. */
  hint?: string;
}

/** A choice drawn as pills, with what it means under it. */
export function PillsField<Value extends string>({ hint, ...group }: PillsFieldProps<Value>) {
  return (
    <div className="form-field">
      <RadioCards {...group} look="pills" />
      {hint && <p className="form-field-hint">{hint}</p>}
    </div>
  );
}
