import type { ReactNode } from 'react';
import './choice-group.css';

interface Choice<Value extends string | number> {
  value: Value;
  label: string;
  /** Drawn before the label, hidden from assistive technology. */
  decoration?: ReactNode;
}

interface ChoiceGroupProps<Value extends string | number> {
  legend: string;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
}

/** A radio group drawn as pills; each radio's accessible name is its visible label. */
export function ChoiceGroup<Value extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
}: ChoiceGroupProps<Value>) {
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      <div className="choice-group-options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              className="choice-input"
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            {choice.decoration}
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
