import type { ReactNode } from 'react';
import './radio-cards.css';

export interface RadioCard<Value extends string | number> {
  value: Value;
  label: string;
  /** Drawn before the label, hidden from assistive technology (a swatch, an icon, a sample). */
  art?: ReactNode;
  /** This one cannot be chosen (taken by someone else); the others still can. */
  disabled?: boolean;
}

/**
 * How the group is drawn: `pills` (a wrapping row of rounded pills), `cards` (a grid of tall
 * cards, two per row on phones and four on wider screens, each with a tick mark in its
 * corner) or `bars` (two wide cards side by side, the tick mark before the label).
 */
export type RadioCardsLook = 'pills' | 'cards' | 'bars';

interface RadioCardsProps<Value extends string | number> {
  legend: string;
  name: string;
  look: RadioCardsLook;
  choices: readonly RadioCard<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  disabled?: boolean;
}

/**
 * A radio group drawn as cards: each radio lies invisible over its card (focusable, clickable,
 * announced), so its accessible name is the card's visible label.
 */
export function RadioCards<Value extends string | number>({
  legend,
  name,
  look,
  choices,
  value,
  onChange,
  disabled = false,
}: RadioCardsProps<Value>) {
  return (
    <fieldset className={`radio-cards radio-cards-${look}`} disabled={disabled}>
      <legend className="radio-cards-legend">{legend}</legend>
      <div className="radio-cards-options">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`radio-card${choice.disabled ? ' radio-card-disabled' : ''}`}
          >
            <input
              className="choice-input"
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
            />
            {look !== 'pills' && <span className="radio-card-check" aria-hidden="true" />}
            {choice.art}
            <span className="radio-card-label">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
